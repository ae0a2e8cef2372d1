import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ContactForm } from '../../src/components/ContactForm/ContactForm.tsx';
import { SendingForm } from '../../src/components/ContactForm/SendingForm.tsx';
import { enquiryFields, enquiryMailto, fieldProblem } from '../../src/components/ContactForm/enquiry.ts';
import { site } from '../../src/site.ts';
import { Toaster, toastStore } from '../../src/toast/index.ts';
import { startFormReceiver, type FormReceiver } from '../form-receiver.ts';
import { content } from '../helpers/content.ts';

const contactPage = content.en.contact;

const texts = contactPage.form;

afterEach(() => {
  act(() => toastStore.remove());
});

function setup(endpoint?: string) {
  const user = userEvent.setup({ delay: null });
  render(
    <>
      {endpoint ? (
        <SendingForm texts={contactPage.form} endpoint={endpoint} />
      ) : (
        <ContactForm texts={contactPage.form} />
      )}
      <Toaster closeLabel={content.en.shell.closeNotification} />
    </>,
  );
  const field = {
    name: screen.getByLabelText(texts.labels.name),
    email: screen.getByLabelText(texts.labels.email),
    program: screen.getByLabelText(new RegExp(texts.labels.program)),
    level: screen.getByLabelText(new RegExp(texts.labels.level)),
    message: screen.getByLabelText(texts.labels.message),
  };
  const submit = () => user.click(screen.getByRole('button', { name: texts.submit }));
  const fill = async () => {
    await user.type(field.name, ' Ann Borg ');
    await user.type(field.email, 'ann@example.com');
    await user.selectOptions(field.program, 'jlpt');
    await user.type(field.message, 'Evenings & weekends?');
  };
  return { user, field, submit, fill };
}

describe('ContactForm', () => {
  it('has five labelled fields: name, e-mail and message required, program and level optional choices', () => {
    const { field } = setup();
    expect(field.name).toHaveAttribute('name', 'name');
    expect(field.name).toBeRequired();
    expect(field.email).toHaveAttribute('type', 'email');
    expect(field.email).toBeRequired();
    expect(field.message.tagName).toBe('TEXTAREA');
    expect(field.message).toBeRequired();
    expect(field.program).not.toBeRequired();
    expect(field.level).not.toBeRequired();
    const values = (select: HTMLElement) =>
      within(select)
        .getAllByRole('option')
        .map((o) => (o as HTMLOptionElement).value);
    expect(values(field.program)).toEqual(['', 'group', 'private', 'jlpt', 'unsure']);
    expect(values(field.level)).toEqual(['', 'beginner', 'n5', 'n4', 'n3', 'n2', 'n1']);
    expect(within(field.level).getByRole('option', { name: 'Upper Intermediate (N2)' })).toHaveValue('n2');
    expect(within(field.program).getByRole('option', { name: 'Not sure yet' })).toHaveValue('unsure');
  });

  it('renders no action and a disabled submit button before hydration, so a no-JS submit cannot send', () => {
    const html = renderToString(<ContactForm texts={contactPage.form} />);
    expect(html).toMatch(/<form[^>]*method="post"/);
    expect(html).not.toMatch(/<form[^>]*action=/);
    expect(html).toMatch(/<button type="submit"[^>]*disabled=""/);
    expect(html).toContain(`href="mailto:${site.email}"`);
  });

  it('shows "Missing Information" and keeps the values when a required field holds only spaces', async () => {
    const { user, field, submit } = setup();
    await user.type(field.name, '   ');
    await user.type(field.email, 'ann@example.com');
    await user.selectOptions(field.level, 'n3');
    await user.type(field.message, 'Hello');
    await submit();
    const alert = screen.getByRole('alert');
    expect(within(alert).getByText(texts.missingToast.title)).toBeInTheDocument();
    expect(within(alert).getByText(texts.missingToast.description)).toBeInTheDocument();
    expect(field.name).toHaveValue('   ');
    expect(field.email).toHaveValue('ann@example.com');
    expect(field.level).toHaveValue('n3');
    expect(field.message).toHaveValue('Hello');
  });

  it('checks for itself when the browser’s validation is bypassed', async () => {
    const { user, field } = setup();
    await user.type(field.email, 'ann@example.com');
    act(() => {
      field.name.closest('form')!.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
    });
    expect(await within(screen.getByRole('alert')).findByText(texts.missingToast.title)).toBeInTheDocument();
    expect(field.email).toHaveValue('ann@example.com');
  });

  it('marks each empty required field with the reason under it, focuses the first, and shows one toast', async () => {
    const { user, field, submit } = setup();
    await user.type(field.email, 'ann@example.com');
    await submit();
    expect(field.name.closest('form')).toHaveAttribute('novalidate');
    for (const control of [field.name, field.message]) {
      expect(control).toHaveAttribute('aria-invalid', 'true');
      expect(control).toHaveAccessibleDescription(texts.fieldErrors.missing);
    }
    for (const control of [field.email, field.program, field.level]) {
      expect(control).not.toHaveAttribute('aria-invalid');
      expect(control).toHaveAccessibleDescription('');
    }
    expect(field.name).toHaveFocus();
    expect(within(screen.getByRole('alert')).getByText(texts.missingToast.title)).toBeInTheDocument();
    expect(toastStore.getSnapshot()).toBeDefined();
  });

  it('takes the mark off a field as soon as the visitor fills it in', async () => {
    const { user, field, submit } = setup();
    await submit();
    await user.type(field.name, 'Ann');
    expect(field.name).not.toHaveAttribute('aria-invalid');
    expect(screen.getAllByText(texts.fieldErrors.missing)).toHaveLength(2);
    await user.clear(field.name);
    expect(field.name).not.toHaveAttribute('aria-invalid');
  });

  it('marks an e-mail address the browser rejects, without the "Missing Information" toast, and sends nothing', async () => {
    const { user, field, submit, fill } = setup();
    await fill();
    await user.clear(field.email);
    await user.type(field.email, 'ann.example.com');
    await submit();
    expect(field.email).toHaveAttribute('aria-invalid', 'true');
    expect(field.email).toHaveAccessibleDescription(texts.fieldErrors.email);
    expect(field.email).toHaveFocus();
    expect(toastStore.getSnapshot()).toBeUndefined();
    expect(field.name).toHaveValue(' Ann Borg ');
    await user.type(field.email, '@');
    expect(field.email).toHaveAttribute('aria-invalid', 'true');
    await user.clear(field.email);
    await user.type(field.email, 'ann@example.com');
    expect(field.email).not.toHaveAttribute('aria-invalid');
  });

  it('shows "Message Sent!" with an e-mail action and empties all five fields', async () => {
    const { user, field, submit } = setup();
    await user.type(field.name, 'Ann Borg');
    await user.type(field.email, 'ann@example.com');
    await user.selectOptions(field.program, 'private');
    await user.selectOptions(field.level, 'n5');
    await user.type(field.message, 'Evenings & weekends?');
    await submit();
    const status = screen.getByRole('status');
    expect(within(status).getByText(texts.sentToast.title)).toBeInTheDocument();
    expect(within(status).getByText(texts.sentToast.description)).toBeInTheDocument();
    const action = within(status).getByRole('link', { name: texts.sendByEmail });
    const url = new URL(action.getAttribute('href')!);
    expect(url.protocol).toBe('mailto:');
    expect(url.pathname).toBe(site.email);
    expect(url.searchParams.get('subject')).toBe(texts.mailSubject.replace('{name}', () => 'Ann Borg'));
    expect(url.searchParams.get('body')).toBe(
      [
        `${texts.labels.name}: Ann Borg`,
        `${texts.labels.email}: ann@example.com`,
        `${texts.labels.program}: Private Lessons`,
        `${texts.labels.level}: Beginner (N5)`,
        '',
        'Evenings & weekends?',
      ].join('\r\n'),
    );
    for (const element of Object.values(field)) expect(element).toHaveValue('');
  });

  it('accepts an enquiry without program and level', async () => {
    const { user, field, submit } = setup();
    await user.type(field.name, 'Ken');
    await user.type(field.email, 'ken@example.com');
    await user.type(field.message, 'Hi');
    await submit();
    expect(screen.getByText(texts.sentToast.title)).toBeInTheDocument();
  });

  it('keeps one toast when submitted twice', async () => {
    const { user, field, submit } = setup();
    for (const name of ['One', 'Two']) {
      await user.type(field.name, name);
      await user.type(field.email, 'a@example.com');
      await user.type(field.message, 'Hi');
      await submit();
    }
    expect(screen.getAllByText(texts.sentToast.title)).toHaveLength(1);
  });

  it('never makes a network request', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    const { user, field, submit } = setup();
    await user.type(field.name, 'Ken');
    await user.type(field.email, 'ken@example.com');
    await user.type(field.message, 'Hi');
    await submit();
    expect(fetchSpy).not.toHaveBeenCalled();
  });
});

describe('enquiryMailto', () => {
  it('percent-encodes every character that could break the link', () => {
    const href = enquiryMailto(
      { name: 'A&B?', email: 'x@y.z', program: '', level: '', message: 'line 1\nline 2 #50% +=' },
      site.email,
      texts,
    );
    expect(href).toMatch(new RegExp(`^mailto:${site.email}\\?subject=[^&#?]+&body=[^&#?]+$`));
    expect(href).toContain('%0D%0Aline%202%20%2350%25%20%2B%3D');
    expect(href).toContain(encodeURIComponent(`${texts.labels.program}: ${texts.mailNotChosen}`));
    expect(href).toContain(encodeURIComponent(texts.mailSubject.replace('{name}', () => 'A&B?')));
  });
});

describe('fieldProblem', () => {
  it('finds a blank required field, an e-mail address the browser rejects, and nothing in an optional field', () => {
    expect(fieldProblem('message', ' \n\t', false)).toBe('missing');
    expect(fieldProblem('email', '', true)).toBe('missing');
    expect(fieldProblem('email', 'ann@', true)).toBe('email');
    expect(fieldProblem('name', 'Ann', false)).toBeUndefined();
    expect(fieldProblem('level', '', false)).toBeUndefined();
  });
});

describe('enquiryFields', () => {
  it('gives the teacher trimmed fields, and program and level as their labels', () => {
    const enquiry = { name: ' Ann ', email: 'a@b.c ', program: 'private', level: 'n5', message: ' Hi\n' };
    expect(enquiryFields(enquiry, texts)).toEqual({
      name: 'Ann',
      email: 'a@b.c',
      program: 'Private Lessons',
      level: 'Beginner (N5)',
      message: 'Hi',
    });
    expect(enquiryFields({ ...enquiry, program: '', level: '' }, texts)).toMatchObject({
      program: texts.mailNotChosen,
      level: texts.mailNotChosen,
    });
  });
});

describe('ContactForm with a destination', () => {
  it('renders a form that posts to a form service without JavaScript, with a hidden spam trap', () => {
    const html = renderToString(<SendingForm texts={contactPage.form} endpoint="https://formspree.io/f/abc" />);
    expect(html).toMatch(/<form[^>]* action="https:\/\/formspree.io\/f\/abc" method="post"/);
    expect(html).not.toMatch(/<button type="submit"[^>]*disabled/);
    expect(html).toMatch(
      /<p hidden=""><label>[^<]+(<!-- -->)? <input type="text" tabindex="-1" autoComplete="off" name="_gotcha"\/>/,
    );
    expect(html).not.toContain('netlify');
  });

  it('renders what Netlify Forms needs: name, data-netlify, netlify-honeypot and its own form-name field', () => {
    const html = renderToString(<SendingForm texts={contactPage.form} endpoint="netlify" />);
    expect(html).toMatch(
      /<form[^>]* name="enquiry" data-netlify="true" netlify-honeypot="bot-field"[^>]* action="\/thank-you\/" method="post">/,
    );
    expect(html).toContain('<input type="hidden" name="form-name" value="enquiry"/>');
    expect(html).toMatch(/<input type="text" tabindex="-1" autoComplete="off" name="bot-field"\/>/);
  });

  describe('against a local form service', () => {
    let receiver: FormReceiver;
    beforeAll(async () => {
      receiver = await startFormReceiver();
    });
    afterEach(() => {
      receiver.requests.length = 0;
      receiver.answer = 'ok';
    });
    afterAll(() => receiver.close());

    it('sends the enquiry, then shows "Message Sent!" without the e-mail action and empties the form', async () => {
      const { field, submit, fill } = setup(receiver.url);
      await fill();
      await submit();
      const status = await screen.findByRole('status');
      await within(status).findByText(texts.sentToast.title);
      expect(within(status).queryByRole('link')).toBeNull();
      for (const element of Object.values(field)) expect(element).toHaveValue('');
      expect(receiver.requests.map((request) => request.fields)).toEqual([
        {
          name: 'Ann Borg',
          email: 'ann@example.com',
          program: 'JLPT Preparation',
          level: texts.mailNotChosen,
          message: 'Evenings & weekends?',
        },
      ]);
    });

    it('keeps every field and offers the e-mail action when the service answers with an error', async () => {
      receiver.answer = 'error';
      const { field, submit, fill } = setup(receiver.url);
      await fill();
      await submit();
      const alert = screen.getByRole('alert');
      await within(alert).findByText(texts.failedToast.title);
      expect(within(alert).getByText(texts.failedToast.description)).toBeInTheDocument();
      const action = within(alert).getByRole('link', { name: texts.sendByEmail });
      expect(new URL(action.getAttribute('href')!).searchParams.get('body')).toContain('Evenings & weekends?');
      expect(field.name).toHaveValue(' Ann Borg ');
      expect(field.program).toHaveValue('jlpt');
      expect(field.message).toHaveValue('Evenings & weekends?');
      expect(screen.getByRole('button', { name: texts.submit })).toBeEnabled();
    });

    it('says it is sending on a disabled button, and a second click sends nothing more', async () => {
      receiver.answer = 'hang';
      const { user, submit, fill } = setup(receiver.url);
      await fill();
      await submit();
      const sending = await screen.findByRole('button', { name: texts.sending });
      expect(sending).toBeDisabled();
      await user.click(sending);
      await receiver.waitForRequests(1);
      expect(receiver.requests).toHaveLength(1);
      // The connection drops (a network error): the form gives the visitor back their message.
      await receiver.close();
      receiver = await startFormReceiver();
      await within(screen.getByRole('alert')).findByText(texts.failedToast.title);
    });

    it('sends nothing when the spam trap is filled, and shows "Message Sent!"', async () => {
      const { field, submit, fill } = setup(receiver.url);
      await fill();
      const trap = field.name.closest('form')!.querySelector<HTMLInputElement>('input[name="_gotcha"]')!;
      trap.value = 'bot';
      await submit();
      await within(screen.getByRole('status')).findByText(texts.sentToast.title);
      expect(receiver.requests).toEqual([]);
      expect(field.name).toHaveValue('');
    });
  });
});
