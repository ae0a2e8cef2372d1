import styles from './About.module.scss';

export function About() {
  return (
    <section className={styles.page}>
      <h1>Meet Your Japanese Teacher</h1>
    </section>
  );
}
