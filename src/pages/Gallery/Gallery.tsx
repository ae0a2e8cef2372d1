import styles from './Gallery.module.scss';

export function Gallery() {
  return (
    <section className={styles.page}>
      <h1>Student Success Stories</h1>
    </section>
  );
}
