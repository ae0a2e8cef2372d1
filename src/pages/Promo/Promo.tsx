import styles from './Promo.module.scss';

export function Promo() {
  return (
    <section className={styles.page}>
      <h1>Your Free Trial Lesson</h1>
    </section>
  );
}
