// The Japanese edition of ../contact.ts: the trial-booking form's labels, choices, toasts and
// e-mail texts, the contact details and the mini FAQ. The form keeps the English codes
// ('group', 'n5', …): only what the visitor reads is Japanese. The e-mail address lives in site.ts.
import type { ContactPageTexts } from '../contact.ts';

export const contactPage = {
  eyebrow: '30分の無料体験レッスン',
  title: 'お問い合わせ',
  lead: 'あなたのことや学びたいことを、少しだけ教えてください。最初の30分のレッスンは無料です。入会の義務はなく、クレジットカードの登録も必要ありません。',
  form: {
    title: '無料体験レッスンのお申し込み',
    intro: '「任意」の項目は空欄のままでかまいません。24時間以内にお返事します。',
    labels: {
      name: 'お名前',
      email: 'メールアドレス',
      program: 'ご希望のコース',
      level: '現在のレベル',
      message: 'メッセージ',
    },
    optionalHint: '（任意）',
    emptyChoice: { program: 'コースを選んでください', level: 'レベルを選んでください' },
    programs: [
      { value: 'group', label: 'グループレッスン' },
      { value: 'private', label: 'プライベートレッスン' },
      { value: 'jlpt', label: 'JLPT対策' },
      { value: 'unsure', label: 'まだ決めていない' },
    ],
    levels: [
      { value: 'beginner', label: 'まったくの初心者' },
      { value: 'n5', label: '初級前半（N5）' },
      { value: 'n4', label: '初級後半（N4）' },
      { value: 'n3', label: '中級（N3）' },
      { value: 'n2', label: '中上級（N2）' },
      { value: 'n1', label: '上級（N1）' },
    ],
    messagePlaceholder: '例：学習の目標、ご都合のよい曜日や時間帯、オンラインかマルタでの対面か など',
    submit: '送信する',
    emailInstead: 'メールをご希望の方は、こちらへ直接お送りください：',
    missingToast: { title: '未入力の項目があります', description: '必須項目をすべてご入力ください。' },
    sentToast: {
      title: 'メッセージを送信しました',
      description: 'お問い合わせありがとうございます。24時間以内にお返事いたします。',
    },
    sendByEmail: 'メールで送る',
    sending: '送信中…',
    failedToast: {
      title: '送信できませんでした',
      description:
        'メッセージを送信できませんでした。入力した内容はフォームに残っていますので、もう一度お試しいただくか、メールでお送りください。',
    },
    honeypotLabel: 'この欄には何も入力しないでください',
    mailSubject: (name) => `無料体験レッスンのお問い合わせ（${name}）`,
    mailNotChosen: '指定なし',
  },
  info: {
    title: '連絡先',
    emailLabel: 'メール',
    locationLabel: '場所',
    location: 'マルタ（対面レッスンあり）／オンラインレッスンは世界中から受講可能',
    availabilityLabel: 'レッスン時間',
    availability: '月曜〜土曜 9:00〜20:00（中央ヨーロッパ時間・CET）、時間は柔軟に調整できます',
  },
  faq: {
    title: 'よくあるご質問',
    items: [
      {
        question: '体験レッスンは本当に無料ですか？',
        answer:
          'はい。体験レッスンは30分間で、料金は一切かかりません。入会の義務も、クレジットカードの登録もありません。お互いを知り、レベルを確認して、これからの進め方を一緒に考えます。',
      },
      {
        question: '返信はどのくらいで届きますか？',
        answer:
          '月曜から土曜は、24時間以内にお返事します。お問い合わせにはすべて私が直接目を通し、ご都合に合いそうな日時をいくつかご提案します。',
      },
      {
        question: 'マルタにいなくても受講できますか？',
        answer:
          'はい。マルタでの対面レッスンのほか、世界中どこからでもオンラインで受講できます。ビデオ通話ツールは、お好きなものをお使いください。',
      },
    ],
    moreLink: 'そのほかのよくある質問を見る',
  },
  map: {
    title: 'マルタでのレッスン',
    intro: '対面レッスンはマルタで行います。オンラインレッスンは、どこからでも受講いただけます。',
    note: '詳しい場所は、ご予約のあとにお知らせします',
    imageLabel: 'マルタ諸島の簡単な地図。ゴゾ島、コミノ島、マルタ島が描かれ、マルタ島に目印がついています。',
    islands: { gozo: 'ゴゾ島', comino: 'コミノ島', malta: 'マルタ島' },
  },
} as const satisfies ContactPageTexts;
