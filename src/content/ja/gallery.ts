// The Japanese edition of ../gallery.ts: figures, students' success stories, the learning
// journey and quotes. Students' names stay as they agreed to be shown (first name and
// initial, in Latin letters: the cards draw their monograms from them); their words are
// given in Japanese. The figures are the English page's: 500+ students, 95% JLPT pass rate,
// 10+ years teaching.
import certificatePicture from '../../assets/gallery/success-certificate.svg?hero';
import type * as en from '../gallery.ts';
import type { GalleryStat, JourneyPhase, StudentQuote, SuccessStory } from '../gallery.ts';
import type { Localized } from '../localized.ts';

export const galleryStats = [
  { stat: '500+', label: '受講生数（人）', icon: 'users' },
  { stat: '95%', label: 'JLPT合格率', icon: 'trophy' },
  { stat: '10+', label: '指導歴（年）', icon: 'award' },
] as const satisfies readonly GalleryStat[];

export const successStories = [
  {
    name: 'Sarah M.',
    achievement: 'JLPT N3に合格',
    story:
      'スリーマで、火曜日の仕事帰りにひらがなから始めました。18か月後、N3に余裕をもって合格できました。毎週の読解ドリルと模擬試験のおかげで、本番もいつもどおりの気持ちで受けられました。',
    rating: 5,
  },
  {
    name: 'Luca B.',
    achievement: '仕事で大阪へ移住',
    story:
      '会社から大阪への転勤の話があり、準備期間は1年でした。会議、電話、役所の手続きなど、本当に必要になる日本語に絞って学びました。初出勤の日には、メモを見ずにチーム全員の前で自己紹介ができました。',
    rating: 5,
  },
  {
    name: 'Aiko T.',
    achievement: 'IELTS 7.0を取得',
    story:
      'ヨーロッパの大学に進むには7.0が必要でした。日本語で文法を説明してもらえたことで冠詞や時制がようやく腑に落ち、毎週のスピーキング練習で話すことへの怖さもなくなりました。結果はオーバーオール7.0、スピーキングは7.5でした。',
    rating: 5,
  },
  {
    name: 'Daniel C.',
    achievement: 'JLPT N2に合格',
    story:
      'N3のレベルで2年間伸び悩んでいました。レッスンで、自分が点を落としていたのは文法のニュアンスと読むスピードだと、はっきりわかりました。明確な8週間のプランと率直なフィードバックのおかげで、N2に一度で合格できました。',
    rating: 5,
  },
  {
    name: 'Maria G.',
    achievement: '日本で初めての会話',
    story:
      'パートナーの京都のおばあさまとお話ししたくて始めました。半年間のプライベートレッスンのあと、お庭のことを尋ねて、その答えを理解できるようになりました。おばあさまは少し涙ぐんでいて、私も泣いてしまいました。',
    rating: 5,
  },
  {
    name: 'Kenji S.',
    achievement: '英語で会議を進行',
    story:
      'セントジュリアンのゲーム会社で働いていますが、以前は英語の会議ではずっと黙っていました。朝会、メール、角を立てずに反対意見を伝えることなど、毎週の仕事で実際にある場面を練習しました。今では、チームの週1回の会議で進行役を務めています。',
    rating: 5,
  },
] as const satisfies readonly SuccessStory[];

export const journeyPhases = [
  {
    phase: '1〜3か月目',
    title: '基礎づくり',
    description:
      'ひらがなとカタカナ、最初の300語、日常会話を支える文型を学びます。自己紹介をしたり、料理を注文したり、道を尋ねたりできるようになります。',
  },
  {
    phase: '4〜6か月目',
    title: '自信がついてくる時期',
    description:
      '動詞の活用、助詞、そしてはじめての漢字。その日の出来事や仕事、予定についての短い会話がスムーズになり、JLPT N5が見えてきます。',
  },
  {
    phase: '7〜12か月目',
    title: '実践的な会話力',
    description:
      'くだけた話し方とていねいな話し方、やさしい文章の読解、ネイティブの自然な速さの聞き取り。旅行や買い物、ちょっとした雑談を一人でこなせるようになります。',
  },
  {
    phase: '1年以上',
    title: '上級へのステップ',
    description:
      '敬語やニュアンス、本物の記事や小説の読解。JLPT N3〜N1の対策に取り組み、日本語で仕事をしたり、どんな話題でも気軽に話し合えたりする力を目指します。',
  },
] as const satisfies readonly JourneyPhase[];

export const studentQuotes = [
  {
    quote:
      'どのレッスンも、私が本当に話したいことを中心に組み立ててくれます。ただ教科書をこなしているだけと感じたことは一度もありません。',
    author: 'Thomas R.',
    title: 'ソフトウェア開発者（バレッタ）',
  },
  {
    quote:
      '辛抱強く、的確で、いつも励ましてくれる先生です。自分の間違いが、毎回のレッスンでいちばん価値のある部分になりました。そこから一番多くを学べたからです。',
    author: 'Elena V.',
    title: '大学生（ムシーダ）',
  },
  {
    quote:
      'わからなくなったら日本語に切り替えられたので、初めて「英語もできるかもしれない」と思えました。毎回のレッスンが楽しみです。',
    author: 'Haruka N.',
    title: 'ホテルマネージャー（セントジュリアン）',
  },
] as const satisfies readonly StudentQuote[];

/** The page's headings and connecting texts. */
export const galleryPage = {
  eyebrow: '受講生の声',
  title: '受講生の上達ストーリー',
  lead: 'はじめてのひらがなからJLPT合格まで、黙っていた会議から進行役まで。マルタと世界各地の受講生がたどった、本当の上達の記録です。',
  picture: { picture: certificatePicture, alt: '' },
  statsLabel: '数字で見る受講生',
  stories: {
    eyebrow: '目標達成',
    title: '着実な上達のストーリー',
    intro: '6人の受講生、6つの異なる目標。共通しているのは、それぞれの目標に合わせて組み立てたレッスンです。',
  },
  journey: {
    eyebrow: '一歩ずつ',
    title: '学習の道のり',
    intro: '進むペースは人それぞれですが、日本語を学ぶ方の多くは、この4つの段階を通っていきます。',
  },
  quotes: {
    eyebrow: '受講生の感想',
    title: '受講生のことば',
  },
  cta: {
    title: 'あなたの上達ストーリーを始めましょう',
    text: '1年後にどうなっていたいか、教えてください。そこまでの道のりを一緒に計画します。まずは30分の無料体験レッスンから。',
    action: '無料体験レッスンを予約する',
  },
} as const satisfies Localized<typeof en.galleryPage>;
