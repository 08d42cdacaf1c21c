// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { Accordion, AccordionContent, AccordionItem, AccordionTrigger } from './accordion';

afterEach(cleanup);

function Faq() {
  return (
    <Accordion>
      <AccordionItem value="a">
        <AccordionTrigger>What does the coach do?</AccordionTrigger>
        <AccordionContent>Reviews your profile.</AccordionContent>
      </AccordionItem>
      <AccordionItem value="b">
        <AccordionTrigger>Is it private?</AccordionTrigger>
        <AccordionContent>Yes.</AccordionContent>
      </AccordionItem>
    </Accordion>
  );
}

const trigger = (name: string) => screen.getByRole('button', { name });

let user: UserEvent;
beforeEach(() => {
  user = userEvent.setup();
});

describe('<Accordion />', () => {
  it('opens one item at a time, and clicking the open item closes it', async () => {
    render(<Faq />);
    const a = trigger('What does the coach do?');
    const b = trigger('Is it private?');
    expect(a.getAttribute('aria-expanded')).toBe('false');

    await user.click(a);
    expect(a.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByText('Reviews your profile.')).toBeInTheDocument();

    await user.click(b);
    expect(b.getAttribute('aria-expanded')).toBe('true');
    expect(a.getAttribute('aria-expanded')).toBe('false');

    await user.click(b);
    expect(b.getAttribute('aria-expanded')).toBe('false');
    expect(a.getAttribute('aria-expanded')).toBe('false');
  });

  it('puts triggers in h3 headings by default, configurable', () => {
    render(
      <Accordion defaultValue="x">
        <AccordionItem value="x">
          <AccordionTrigger headingLevel={2}>Level two</AccordionTrigger>
          <AccordionContent>Body</AccordionContent>
        </AccordionItem>
      </Accordion>,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Level two' })).toBeInTheDocument();
    expect(screen.getByText('Body')).toBeInTheDocument();
  });
});
