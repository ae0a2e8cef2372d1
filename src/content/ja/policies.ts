// The Japanese edition of ../policies.ts: the privacy policy, the terms of lessons and the
// cancellation policy, with the same rules in the same order: payment before the lesson;
// 24 hours' notice to reschedule or cancel; a teacher's cancellation gives a full refund or a
// free reschedule; refunds within 7-10 business days; lessons of 30 or 60 minutes; euro only.
// A change of a rule is made here, in ../policies.ts and in both FAQ files together.
import type * as en from '../policies.ts';
import type { Policy } from '../policies.ts';
import type { Localized } from '../localized.ts';
// The site's facts (../site.ts; her name in Japanese script is `teacherNameJa`). The Japanese
// frame's ./site.ts is imported by the frame alone, so that it stays inside the frame's chunk.
import { site } from '../site.ts';

/** The date the current wording took effect, as displayed. */
export const policiesUpdated = '2026年11月1日' satisfies Localized<typeof en.policiesUpdated>;

export const privacyPolicy = {
  id: 'privacy-policy',
  title: 'プライバシーポリシー',
  icon: 'shield',
  summary:
    'このウェブサイトが集める情報は最小限です。アカウント登録、Cookie、アクセス解析は一切ありません。私が受け取る個人情報は、ご自身の判断でメールで送ってくださった内容だけです。',
  clauses: [
    {
      heading: 'このウェブサイトが集める情報',
      points: [
        'このサイトには、アカウントもログインもありません。Cookieは使用せず、アクセス解析・トラッキング・広告のツールも使っていません。また、他社のフォント、地図、スクリプトも読み込んでいません。',
        // The build keeps the one sentence that is true for its enquiry delivery (see ../policies.ts).
        __ENQUIRY_ENDPOINT__
          ? `お問い合わせフォームのボタンを押すと、お名前、メールアドレス、選択したコースとレベル、メッセージが${__ENQUIRY_ENDPOINT__ === 'netlify' ? 'このサイトのホスティング先であるNetlify' : `フォーム送信サービス（${new URL(__ENQUIRY_ENDPOINT__).host}）`}に送信され、そこから講師にメールで届きます。ボタンを押すまでは何も送信されません。`
          : 'お問い合わせフォームは何も送信しません。ボタンを押すと、お使いのブラウザに通知が表示されるだけです。入力した内容は、ご自身でメールを送ると決めない限り、お使いの端末の外に出ることはありません。',
        'ニュースレターの登録欄も、何も送信・保存しません。',
      ],
    },
    {
      heading: 'メールでのお問い合わせ',
      points: [
        `メール（${site.email}）をいただいた場合、お名前、メールアドレス、メッセージは、お返事と、ご予約いただいた場合のレッスンの調整のためだけに使用します。`,
        'いただいた情報を販売したり、第三者と共有したりすることは一切ありません。また、ご本人の了承なくメーリングリストに登録することもありません。',
        'レッスンに関するメールは、レッスンを続けている間は保管し、最後のレッスンから12か月以内に削除します。ただし、税法によってより長い保管が義務づけられている支払記録は除きます。',
      ],
    },
    {
      heading: 'オンラインレッスン',
      points: [
        'オンラインレッスンは、ご自身が選んだビデオ通話ツールで行います。通話には、そのサービスのプライバシーポリシーが適用されます。',
        '事前にお断りすることなく、レッスンを録画することはありません。',
      ],
    },
    {
      heading: 'ご本人の権利',
      points: [
        `EU一般データ保護規則（GDPR）に基づき、私が保有するご自身の個人データの開示、訂正、削除を、いつでも求めることができます。メール（${site.email}）でご連絡いただければ、30日以内にお返事します。`,
        'また、マルタの情報・データ保護コミッショナー（IDPC）に苦情を申し立てることもできます。',
      ],
    },
  ],
} as const satisfies Policy;

export const termsAndConditions = {
  id: 'terms',
  title: '受講規約',
  icon: 'book',
  summary: `この規約は、${site.teacherNameJa}（${site.brand}）に予約されるすべての日本語・英語レッスンに、マルタでの対面・オンラインを問わず適用されます。レッスンを予約された時点で、この規約に同意いただいたものとします。`,
  clauses: [
    {
      heading: 'レッスンについて',
      points: [
        '通常のレッスンは、コースに応じて30分または60分です。グループレッスンと試験対策コースは、各コースのページに記載した時間で行います。',
        'レッスンはマルタでの対面、またはオンラインで行います。オンラインレッスンは、Zoom、Google Meet、Skypeなど、受講者が選んだビデオ通話ツールで行いますので、開始前にご準備ください。',
        '受講者側の事情で開始が遅れた場合も、レッスンは予約した時刻に終了します。',
        '無料体験レッスンは30分間で、受講の義務はなく、クレジットカードの登録も必要ありません。',
      ],
    },
    {
      heading: '料金とお支払い',
      points: [
        '料金はすべてユーロ（€）建てで、各コースのページに掲載しています。',
        'お支払いはレッスンの前にお願いしています。入金が確認できた時点で、そのレッスンの予約が確定します。',
        'ご利用いただけるお支払い方法は、ご予約の際にお知らせします。',
      ],
    },
    {
      heading: '日程の変更とキャンセル',
      points: [
        'レッスンの日程変更やキャンセルには、24時間前までのご連絡が必要です。返金を含む詳細は、キャンセルポリシーに定めています。',
      ],
    },
    {
      heading: '上達と教材について',
      points: [
        'レッスンは目標とレベルに合わせて行いますが、試験の結果を保証することはできません。JLPTの合格やIELTS・TOEFLのスコアは、レッスン以外の時間のご自身の学習にも左右されます。',
        'お渡しするワークシート、ノート、練習問題の音声は、ご自身の学習のためのものです。共有や販売はご遠慮ください。',
      ],
    },
    {
      heading: '規約の改定とお問い合わせ',
      points: [
        'この規約は改定されることがあります。ご予約の時点でこのサイトに掲載されている規約が、そのご予約に適用されます。',
        `この規約についてのご質問は、メール（${site.email}）でお気軽にお寄せください。`,
      ],
    },
  ],
} as const satisfies Policy;

export const cancellationPolicy = {
  id: 'cancellation',
  title: 'キャンセルポリシー',
  icon: 'calendar',
  summary:
    '予定は変わるものです。24時間前までにご連絡いただければ、レッスンの日程変更やキャンセルに費用はかかりません。',
  clauses: [
    {
      heading: '24時間前までのご連絡',
      points: [
        '日程の変更またはキャンセルには、レッスン開始の24時間前までのご連絡が必要です。',
        `メール（${site.email}）、またはレッスンで使っているチャットでご連絡ください。空いている別の時間への振替、または全額返金でのキャンセルができます。`,
      ],
    },
    {
      heading: '24時間を切ってからのご連絡',
      points: [
        'レッスン開始前24時間以内のキャンセルは、返金も振替もできない場合があります。',
        'ご連絡なく欠席されたレッスンは、受講済みとして扱います。本当に緊急の場合はお知らせください。できる限り公平な解決策を考えます。',
      ],
    },
    {
      heading: '講師の都合によるキャンセル',
      points: ['講師の都合でレッスンをキャンセルする場合は、全額返金か無料の振替か、ご希望の方をお選びいただけます。'],
    },
    {
      heading: '返金について',
      points: ['返金は7〜10営業日以内に、ユーロで、お支払いいただいたのと同じ方法で行います。'],
    },
  ],
} as const satisfies Policy;

/** The three policies in the order /privacy shows them. */
export const policies: readonly Policy[] = [privacyPolicy, termsAndConditions, cancellationPolicy];

/** The pages' headings and connecting texts. */
export const policyPages = {
  privacy: {
    eyebrow: '各種ポリシー',
    title: 'プライバシー・受講規約・キャンセル',
    lead: 'わかりやすい言葉でまとめたポリシーです。個人データの扱い、予約とお支払いの流れ、予定が変わったときの対応をご確認いただけます。',
  },
  terms: {
    eyebrow: '規約',
    title: '利用規約',
    lead: 'オンラインとマルタでのレッスンの予約、お支払い、日程変更、キャンセルについてのルールです。短く、公平に、わかりやすくまとめました。',
    privacyNote: '個人データの取り扱いについては、プライバシーポリシーでご説明しています。',
    privacyLink: 'プライバシーポリシーを読む',
  },
  contentsLabel: 'このページの内容',
  updatedLabel: '最終更新日：',
} as const satisfies Localized<typeof en.policyPages>;
