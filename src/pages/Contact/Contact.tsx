import styles from './Contact.module.scss';

export function Contact() {
  return (
    <section className={styles.page}>
      <h1>Get in Touch</h1>
    </section>
  );
}
