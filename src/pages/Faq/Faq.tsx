import styles from './Faq.module.scss';

export function Faq() {
  return (
    <section className={styles.page}>
      <h1>Frequently Asked Questions</h1>
    </section>
  );
}
