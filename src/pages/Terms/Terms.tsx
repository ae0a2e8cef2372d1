import styles from './Terms.module.scss';

export function Terms() {
  return (
    <section className={styles.page}>
      <h1>Terms of Service</h1>
    </section>
  );
}
