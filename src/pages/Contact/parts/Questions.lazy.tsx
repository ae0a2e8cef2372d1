// The contact page's short FAQ, loaded after the page (see Contact.en.ts).
import { Accordion } from '../../../components/Accordion/Accordion.tsx';
import type { FaqItem } from '../../../components/Accordion/Accordion.tsx';

export default function Questions({ items }: { items: readonly FaqItem[] }) {
  return <Accordion items={items} headingLevel={3} />;
}
