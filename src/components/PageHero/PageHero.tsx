import type { ReactNode } from 'react';
import type { ContentPicture } from '../card-types.ts';
import { Picture } from '../Picture/Picture.tsx';
import * as styles from './PageHero.module.scss';

/**
 * The drawn scenes of the heroes of pages without a picture of their own (./scenes/<name>.svg,
 * with a <name>-dark.svg twin for dark screens; the style sheet's list of scenes names them too).
 * Design, not content: the teacher's pictures are in src/content/pictures/.
 */
export type Scene = 'contact' | 'programs' | 'blog' | 'faq' | 'privacy' | 'terms' | 'thank-you';

interface PageHeroProps {
  /** The page's one <h1>. */
  title: ReactNode;
  eyebrow?: ReactNode;
  lead?: ReactNode;
  /** Calls to action (ButtonLinks). */
  actions?: ReactNode;
  /**
   * A drawing beside the text (instead of `picture`), hidden from assistive technology: the
   * text flows round it on tablets, as round a picture; a phone goes without it, as without
   * the drawn art of a page that has none.
   */
  media?: ReactNode;
  /**
   * Content of its own beside the text on wide screens (a box with a heading): after the text
   * in the page, so under it on phones and tablets.
   */
  aside?: ReactNode;
  /**
   * A picture beside the text (instead of `media`): the largest element of the first
   * screen, so the browser fetches it first (fetchPriority="high"); no other picture on
   * the page asks for that.
   */
  picture?: ContentPicture;
  /** The picture's class, for its size and frame. */
  pictureClassName?: string;
  /**
   * A page without a picture: a drawn scene of its own beside the text on wide screens (the same
   * drawn sea on seven pages read as one stock picture, the same tile with an emblem on four as
   * one pattern: design reviews, rounds 9 and 14).
   */
  scene?: Scene;
  /**
   * More under the actions (credentials, a row of proof, topics): beside the picture on wide
   * screens, under text and picture on tablets, after the picture on phones, so that a phone
   * shows the picture (her portrait) first.
   */
  children?: ReactNode;
  /**
   * What is under the actions runs under text and picture on wide screens too: a block taller
   * than the picture's room beside the text (the about page's four credentials ran 250 px below
   * her portrait, beside nothing).
   */
  moreAcross?: boolean;
}

/**
 * The opening band of every page: eyebrow, the page heading, a lead paragraph and actions, and
 * beside them on wide screens the page's picture, or (a page without one) a drawn scene of its
 * own, so that no hero leaves half its width empty.
 */
export function PageHero(props: PageHeroProps) {
  const { title, eyebrow, lead, actions, picture, pictureClassName, aside, scene, children, moreAcross } = props;
  const media = picture ? <Picture {...picture} className={pictureClassName} fetchPriority="high" /> : props.media;
  return (
    <section className={styles.hero}>
      <div className={styles.inner}>
        {/* Before the text; the style sheet shows it after the text on phones, beside the heading
            on tablets and beside the text on wide screens. */}
        {media && (
          <div className={styles.media} data-drawing={picture ? undefined : ''}>
            {media}
          </div>
        )}
        <div className={styles.text}>
          {eyebrow && <p className={styles.eyebrow}>{eyebrow}</p>}
          <h1 className={styles.title}>{title}</h1>
          {lead && <p className={styles.lead}>{lead}</p>}
          {actions && <div className={styles.actions}>{actions}</div>}
        </div>
        {aside && <div className={styles.aside}>{aside}</div>}
        {!media && !aside && scene && <div className={styles.art} data-scene={scene} aria-hidden="true" />}
        {children && (
          <div className={styles.more} data-across={moreAcross || undefined}>
            {children}
          </div>
        )}
      </div>
    </section>
  );
}
