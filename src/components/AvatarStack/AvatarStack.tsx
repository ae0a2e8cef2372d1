import styles from './AvatarStack.module.scss';

/** Rendered size of each avatar, in CSS pixels. */
const AVATAR_SIZE_PX = 44;

interface AvatarStackProps {
  /** URLs of the avatar images, shown overlapping left to right. */
  avatars: readonly string[];
}

/** A row of overlapping student avatars. Decorative: the text beside it says what it shows. */
export function AvatarStack({ avatars }: AvatarStackProps) {
  return (
    <ul className={styles.stack} aria-hidden="true">
      {avatars.map((src) => (
        <li key={src}>
          <img className={styles.avatar} src={src} alt="" width={AVATAR_SIZE_PX} height={AVATAR_SIZE_PX} />
        </li>
      ))}
    </ul>
  );
}
