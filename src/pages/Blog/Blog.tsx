import styles from './Blog.module.scss';

export function Blog() {
  return (
    <section className={styles.page}>
      <h1>Japanese Learning Resources</h1>
    </section>
  );
}
