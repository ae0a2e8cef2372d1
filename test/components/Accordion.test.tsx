import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Accordion } from '../../src/components/Accordion/Accordion.tsx';

// Each answer as the build reads its Markdown: paragraphs of runs.
const items = [
  { question: 'First question?', answer: [['First answer.']] },
  { question: 'Second question?', answer: [['Second answer.']] },
  { question: 'Third question?', answer: [['Third answer.']] },
];

const triggers = () => screen.getAllByRole('button');
const expanded = () => triggers().map((button) => button.getAttribute('aria-expanded'));

describe('Accordion', () => {
  it('renders every question as a button in a heading, all closed, answers present but hidden', () => {
    render(<Accordion items={items} />);
    expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(3);
    expect(screen.getByRole('heading', { level: 2, name: 'First question?' })).toContainElement(triggers()[0]!);
    expect(expanded()).toEqual(['false', 'false', 'false']);
    for (const button of triggers()) {
      const panel = document.getElementById(button.getAttribute('aria-controls')!);
      expect(panel).toHaveAttribute('hidden');
      expect(panel).toHaveAttribute('aria-labelledby', button.id);
    }
  });

  it('uses h3 headings inside an h2 section', () => {
    render(<Accordion items={items} headingLevel={3} />);
    expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(3);
  });

  it('prerenders the answers with hidden="until-found" so find-in-page reaches them', () => {
    const html = renderToString(<Accordion items={items} />);
    expect(html.match(/hidden="until-found"/g)).toHaveLength(3);
    expect(html).toContain('Second answer.');
    expect(html).toMatch(/<h2[^>]*><button type="button" id="[^"]+" [^>]*aria-expanded="false" aria-controls="[^"]+"/);
  });

  it('opens one answer at a time and closes the open one when clicked again', async () => {
    const user = userEvent.setup();
    render(<Accordion items={items} />);
    await user.click(screen.getByRole('button', { name: 'First question?' }));
    expect(expanded()).toEqual(['true', 'false', 'false']);
    expect(screen.getByRole('region', { name: 'First question?' })).toHaveTextContent('First answer.');
    expect(screen.getByRole('region', { name: 'First question?' })).not.toHaveAttribute('hidden');

    await user.click(screen.getByRole('button', { name: 'Third question?' }));
    expect(expanded()).toEqual(['false', 'false', 'true']);

    await user.click(screen.getByRole('button', { name: 'Third question?' }));
    expect(expanded()).toEqual(['false', 'false', 'false']);
  });

  it('works from the keyboard: Enter and Space toggle, arrows, Home and End move', async () => {
    const user = userEvent.setup();
    render(<Accordion items={items} />);
    await user.tab();
    expect(triggers()[0]).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(expanded()).toEqual(['true', 'false', 'false']);
    await user.keyboard('{ArrowDown}');
    expect(triggers()[1]).toHaveFocus();
    await user.keyboard(' ');
    expect(expanded()).toEqual(['false', 'true', 'false']);
    await user.keyboard('{End}');
    expect(triggers()[2]).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(triggers()[0]).toHaveFocus();
    await user.keyboard('{ArrowUp}');
    expect(triggers()[2]).toHaveFocus();
    await user.keyboard('{Home}');
    expect(triggers()[0]).toHaveFocus();
  });

  it('opens the item whose answer find-in-page reveals (beforematch)', () => {
    render(<Accordion items={items} />);
    const panel = document.getElementById(triggers()[1]!.getAttribute('aria-controls')!)!;
    act(() => {
      panel.dispatchEvent(new Event('beforematch', { bubbles: true }));
    });
    expect(expanded()).toEqual(['false', 'true', 'false']);
  });
});
