import styles from './Programs.module.scss';

export function Programs() {
  return (
    <section className={styles.page}>
      <h1>Choose Your Learning Path</h1>
    </section>
  );
}
