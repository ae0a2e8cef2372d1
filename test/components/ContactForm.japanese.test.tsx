// The contact form of the Japanese edition: the English lessons offered first, in groups of
// their own, what the teacher receives, and the notice that tells the truth in each delivery mode.
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ContactForm } from '../../src/components/ContactForm/ContactForm.tsx';
import { SendingForm } from '../../src/components/ContactForm/SendingForm.tsx';
import { Toaster, toastStore } from '../../src/toast/index.ts';
import { startFormReceiver, type FormReceiver } from '../form-receiver.ts';
import { content } from '../helpers/content.ts';

const texts = content.ja.contact.form;
const englishCourses = content.ja['english-lessons'].programs.cards.map((card) => card.title);

afterEach(() => {
  act(() => toastStore.remove());
});

function setup(form = texts, endpoint?: string) {
  const user = userEvent.setup({ delay: null });
  render(
    <>
      {endpoint ? <SendingForm texts={form} endpoint={endpoint} /> : <ContactForm texts={form} />}
      <Toaster closeLabel={content.ja.shell.closeNotification} />
    </>,
  );
  const program = screen.getByLabelText(new RegExp(form.labels.program));
  const level = screen.getByLabelText(new RegExp(form.labels.level));
  const fill = async () => {
    await user.type(screen.getByLabelText(form.labels.name), '山田 花子');
    await user.type(screen.getByLabelText(form.labels.email), 'hanako@example.com');
    await user.selectOptions(program, 'ビジネス英語');
    await user.selectOptions(level, '中級（日常会話には困らない）');
    await user.type(screen.getByLabelText(form.labels.message), '平日の夜に受講したいです。');
  };
  // With delivery off the button only prepares the e-mail, and says so.
  const submitLabel = endpoint ? form.submit : (form.preparedSubmit ?? form.submit);
  const submit = () => user.click(screen.getByRole('button', { name: submitLabel }));
  return { program, level, fill, submit };
}

/** Each group of a select as the visitor meets it: its name and its options' words. */
const groupsOf = (select: HTMLElement) =>
  [...select.children].map((child) =>
    child.tagName === 'OPTGROUP'
      ? { group: child.getAttribute('label'), options: [...child.children].map((option) => option.textContent) }
      : child.textContent,
  );

describe('ContactForm, Japanese edition', () => {
  it('offers the English lessons first, named as the English lessons page names them, then the Japanese lessons', () => {
    const { program, level } = setup();
    expect(englishCourses).toEqual(['英会話', 'ビジネス英語', 'IELTS・TOEFL対策']);
    expect(groupsOf(program)).toEqual([
      texts.emptyChoice.program,
      { group: '英語レッスン', options: englishCourses },
      { group: '日本語レッスン', options: ['グループレッスン', 'プライベートレッスン', 'JLPT対策'] },
      'まだ決めていない',
    ]);
    expect(groupsOf(level)).toEqual([
      texts.emptyChoice.level,
      {
        group: '英語のレベル',
        options: [
          '初心者（英語はほとんど話せない）',
          '初級（簡単な日常会話ができる）',
          '中級（日常会話には困らない）',
          '上級（仕事でも英語を使っている）',
        ],
      },
      {
        group: '日本語のレベル（JLPT）',
        options: [
          '初心者（日本語はまったく初めて）',
          '初級前半（N5）',
          '初級後半（N4）',
          '中級（N3）',
          '中上級（N2）',
          '上級（N1）',
        ],
      },
    ]);
  });

  it('keeps the English edition’s lists as the specification gives them, without groups', () => {
    const { program, level } = setup(content.en.contact.form);
    expect(program.querySelector('optgroup')).toBeNull();
    expect(level.querySelector('optgroup')).toBeNull();
    expect(groupsOf(program)).toEqual([
      'Choose a program',
      'Group Classes',
      'Private Lessons',
      'JLPT Preparation',
      'Not sure yet',
    ]);
  });

  describe('with delivery off', () => {
    it('does not claim to send: its button prepares an e-mail, and the notice asks the visitor to send it', async () => {
      const user = userEvent.setup({ delay: null });
      setup();
      expect(screen.queryByRole('button', { name: /送信/ })).toBeNull();
      await user.type(screen.getByLabelText(texts.labels.name), '山田 花子');
      await user.type(screen.getByLabelText(texts.labels.email), 'hanako@example.com');
      await user.type(screen.getByLabelText(texts.labels.message), 'こんにちは');
      await user.click(screen.getByRole('button', { name: 'メールの文面を作成する' }));
      const status = screen.getByRole('status');
      expect(status.textContent).not.toMatch(/送信しました/);
      expect(within(status).getByText('メールの文面ができました')).toBeInTheDocument();
      expect(within(status).getByRole('link', { name: 'メールで送る' })).toHaveAttribute(
        'href',
        expect.stringMatching(/^mailto:/),
      );
    });

    it('says the enquiry was not sent, and prepares an e-mail that names the course and level in words', async () => {
      const { fill, submit } = setup();
      await fill();
      await submit();
      const status = screen.getByRole('status');
      expect(within(status).getByText(/このフォームからは、まだ何も送信されていません/)).toBeInTheDocument();
      const mail = new URL(within(status).getByRole('link', { name: texts.sendByEmail }).getAttribute('href')!);
      expect(mail.searchParams.get('body')).toBe(
        [
          'お名前：山田 花子',
          'メールアドレス：hanako@example.com',
          'ご希望のコース：【英語レッスン】ビジネス英語',
          '現在のレベル：【英語のレベル】中級（日常会話には困らない）',
          '',
          '平日の夜に受講したいです。',
        ].join('\r\n'),
      );
    });
  });

  describe('with delivery on, against a local form service', () => {
    let receiver: FormReceiver;
    beforeAll(async () => {
      receiver = await startFormReceiver();
    });
    afterAll(() => receiver.close());

    it('posts the course and level in words, with their group, and says the message was sent', async () => {
      const { fill, submit } = setup(texts, receiver.url);
      await fill();
      await submit();
      const status = await screen.findByRole('status');
      await within(status).findByText(texts.sentToast.title);
      expect(receiver.requests.map((request) => request.fields)).toEqual([
        {
          name: '山田 花子',
          email: 'hanako@example.com',
          program: '【英語レッスン】ビジネス英語',
          level: '【英語のレベル】中級（日常会話には困らない）',
          message: '平日の夜に受講したいです。',
        },
      ]);
    });
  });
});
