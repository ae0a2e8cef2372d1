import type { PictureData } from '../../content-schema/shapes.ts';
import { Picture } from '../Picture/Picture.tsx';
import * as styles from './AvatarStack.module.scss';

interface AvatarStackProps {
  /** The avatar pictures, shown overlapping left to right. */
  avatars: readonly PictureData[];
}

/** A row of overlapping student avatars. Decorative: the text beside it says what it shows. */
export function AvatarStack({ avatars }: AvatarStackProps) {
  return (
    <ul className={styles.stack} aria-hidden="true">
      {avatars.map((avatar) => (
        <li key={avatar.src}>
          <Picture className={styles.avatar} picture={avatar} alt="" />
        </li>
      ))}
    </ul>
  );
}
