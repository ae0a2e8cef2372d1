import styles from './JapaneseLessons.module.scss';

export function JapaneseLessons() {
  return (
    <section className={styles.page}>
      <h1>Japanese Lessons in Malta &amp; Online</h1>
    </section>
  );
}
