// The Japanese edition of ../home.ts, in page order. Its readers are mostly Japanese speakers
// who want English lessons, so the hero speaks about English first and the English offer is
// the first card; the sections, their shapes and every figure are the English page's.
// The figures stay as the English page shows them: 10+ years, 100+ students, a 5.0 rating and
// 1000+ class hours.
import heroPicture from '../../assets/hero-torii-balcony.svg?hero';
import studentA from '../../assets/avatars/student-a.svg?avatar';
import studentL from '../../assets/avatars/student-l.svg?avatar';
import studentM from '../../assets/avatars/student-m.svg?avatar';
import studentS from '../../assets/avatars/student-s.svg?avatar';
import type { StatItem } from '../card-types.ts';
import type * as en from '../home.ts';
import type { HomeHero, Offer, SocialProof } from '../home.ts';
import type { Localized } from '../localized.ts';
import { site } from '../site.ts';

export const homeHero = {
  eyebrow: '英語・日本語レッスン｜マルタ・オンライン',
  title: '日本語で安心して学べる英語レッスン',
  lead: '日本語教師の資格を持つ日本人講師が、はじめての方から上級者まで、親しみやすく体系的なレッスンでサポートします。英語の文法や細かなニュアンスは、必要に応じて日本語で説明。マルタでの対面のほか、オンラインなら世界中どこからでも受講できます。',
  primary: { label: '無料体験レッスンを予約', to: '/contact' },
  secondary: { label: 'コース・料金を見る', to: '/programs' },
  picture: { picture: heroPicture, alt: '' },
} as const satisfies HomeHero;

export const socialProof = {
  avatars: [studentM, studentS, studentL, studentA],
  rating: 5,
  text: '100名以上の受講生にご好評いただいています',
} as const satisfies SocialProof;

export const offersSection = {
  title: '何を学びたいですか？',
  intro: '英語と日本語の二つの言語を、どちらも自ら学んできた一人の講師が教えます。',
} as const satisfies Localized<typeof en.offersSection>;

// English first: the reason most readers of the Japanese edition come. The English page lists
// the Japanese offer first; the two cards trade places and nothing else changes.
export const offers = [
  {
    title: '英語レッスン',
    mark: { text: '英語', lang: 'ja' },
    description:
      '英語を自信を持って話せるようになりたい方へ。わからないところは、必要なときにいつでも日本語で説明します。',
    highlights: ['英会話とビジネス英語', 'IELTS・TOEFL対策', '日本語でのサポート'],
    action: { label: '英語レッスンを見る', to: '/english-lessons' },
  },
  {
    title: '日本語レッスン',
    mark: { text: '日本語', lang: 'ja' },
    description:
      '日本語を学ぶ外国の方へ。はじめてのひらがなからJLPT N1まで、どのレベルの方にも英語で説明しながら教えています。',
    highlights: ['グループレッスンとプライベートレッスン', 'JLPT N5〜N1の対策', '日本文化にもふれるレッスン'],
    action: { label: '日本語レッスンを見る', to: '/japanese-lessons' },
  },
] as const satisfies readonly Offer[];

export const homeStats = [
  { value: '10+', label: '指導歴（年）', icon: 'award' },
  { value: '100+', label: '受講生数（人）', icon: 'users' },
  { value: '5.0', label: '平均評価', icon: 'star' },
  { value: '1000+', label: '累計レッスン時間', icon: 'clock' },
] as const satisfies readonly StatItem[];

export const whyChoose = {
  title: `${site.brand}が選ばれる理由`,
  intro: '話すことを中心に、ご予定と今のレベルに合わせてレッスンを組み立てます。',
  features: [
    {
      icon: 'chat',
      title: '会話中心のレッスン',
      description: '最初のレッスンから、どんどん話していただきます。文法や単語は、実際の会話で使うために学びます。',
    },
    {
      icon: 'calendar',
      title: '柔軟なスケジュール',
      description:
        'オンラインでも、マルタでの対面でも。レッスンは30分または60分で、月曜から土曜まで、ご都合に合わせて時間を選べます。',
    },
    {
      icon: 'layers',
      title: 'すべてのレベルに対応',
      description:
        'まったくの初心者の方から、IELTS・TOEFLやJLPT N1を目指す方まで、今のレベルにぴったり合った学習プランをご用意します。',
    },
  ],
} as const satisfies Localized<typeof en.whyChoose>;

export const approach = {
  eyebrow: '学び方',
  title: '会話を楽しむように学ぶレッスン',
  cards: [
    {
      icon: 'sparkle',
      title: '話しながら身につける',
      description:
        'ロールプレイや日常の場面、興味のある話題を通して、新しく覚えた単語を「実際に使えるフレーズ」に変えていきます。',
    },
    {
      icon: 'target',
      title: 'あなただけのオーダーメイド',
      description:
        '英語での就職面接、海外旅行、JLPTの合格など、目指すものは人それぞれ。毎回のレッスン内容は、あなたの目標に合わせて決めます。',
      action: { label: 'コース・料金を見る', to: '/programs' },
    },
    {
      icon: 'heart',
      title: '仲間と一緒に成長',
      description:
        '少人数のグループレッスンで学習仲間と出会えます。上達を分かち合い、レッスンの合間も励まし合いながら続けられます。',
    },
  ],
} as const satisfies Localized<typeof en.approach>;

export const testimonialsSection = {
  eyebrow: 'レビュー',
  title: '受講生の声',
  intro: 'オンライン学習サイトに受講生が投稿してくださったレビューを、原文のまま英訳つきでご紹介します。',
} as const satisfies Localized<typeof en.testimonialsSection>;
