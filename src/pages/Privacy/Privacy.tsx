import styles from './Privacy.module.scss';

export function Privacy() {
  return (
    <section className={styles.page}>
      <h1>Privacy &amp; Policies</h1>
    </section>
  );
}
