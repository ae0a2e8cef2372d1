import styles from './Home.module.scss';

export function Home() {
  return (
    <section className={styles.page}>
      <h1>Learn Japanese &amp; English with Confidence</h1>
    </section>
  );
}
