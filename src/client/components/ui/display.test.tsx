// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { Badge } from './badge';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from './card';
import { Skeleton } from './skeleton';
import { Tabs, TabsContent, TabsList, TabsTrigger } from './tabs';

afterEach(cleanup);

let user: UserEvent;
beforeEach(() => {
  user = userEvent.setup();
});

describe('display primitives', () => {
  it('Card renders its slots, and CardTitle can become a heading', () => {
    render(
      <Card>
        <CardHeader>
          <CardTitle asChild>
            <h2>Your profile</h2>
          </CardTitle>
          <CardDescription>3 suggestions</CardDescription>
        </CardHeader>
        <CardContent>Body</CardContent>
        <CardFooter>Footer</CardFooter>
      </Card>,
    );
    const heading = screen.getByRole('heading', { level: 2, name: 'Your profile' });
    expect(heading.dataset.slot).toBe('card-title');
    expect(heading.className).toContain('font-display');
    expect(screen.getByText('Body').dataset.slot).toBe('card-content');
  });

  it('Badge variants', () => {
    render(<Badge variant="success">New</Badge>);
    const badge = screen.getByText('New');
    expect(badge.dataset.variant).toBe('success');
    expect(badge.className).toContain('bg-success-soft');
  });

  it('Skeleton pulses unless reduced motion is preferred, and is hidden from assistive tech', () => {
    const { container } = render(<Skeleton className="h-4 w-24" />);
    const el = container.firstElementChild as HTMLElement;
    expect(el.getAttribute('aria-hidden')).toBe('true');
    expect(el.className).toContain('animate-pulse');
    expect(el.className).toContain('motion-reduce:animate-none');
    expect(el.className).toContain('h-4');
  });

  it('Tabs switch panels from the keyboard', async () => {
    render(
      <Tabs defaultValue="profile">
        <TabsList aria-label="Coach">
          <TabsTrigger value="profile">Profile</TabsTrigger>
          <TabsTrigger value="messages">Messages</TabsTrigger>
        </TabsList>
        <TabsContent value="profile">Profile panel</TabsContent>
        <TabsContent value="messages">Messages panel</TabsContent>
      </Tabs>,
    );
    expect(screen.getByRole('tabpanel').textContent).toBe('Profile panel');
    const messages = screen.getByRole('tab', { name: 'Messages' });
    await user.tab();
    expect(document.activeElement?.textContent).toBe('Profile');
    await user.keyboard('{ArrowRight}');
    expect(messages.getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('tabpanel').textContent).toBe('Messages panel');
  });
});
