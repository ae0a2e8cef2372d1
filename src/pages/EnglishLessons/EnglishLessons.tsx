import styles from './EnglishLessons.module.scss';

export function EnglishLessons() {
  return (
    <section className={styles.page}>
      <h1>English Lessons for Japanese Speakers</h1>
    </section>
  );
}
