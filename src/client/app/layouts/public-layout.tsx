import { ChevronDown, Menu, X } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Link, Outlet, useLocation } from 'react-router';
import { BrandLogo } from '../../components/brand-logo';
import { Button } from '../../components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuGroup,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuTrigger,
} from '../../components/ui/dropdown-menu';
import { useUser } from '../../lib/auth';
import { cn } from '../../lib/cn';
import { footerLinks, headerLinks, resourceGroups } from './public-nav';

/** Opens on click or hover; closes on leaving (after a short grace period) or on selecting. */
function ResourcesMenu({ container }: { container: HTMLElement | null }) {
  const [open, setOpen] = useState(false);
  const closeTimer = useRef<number | undefined>(undefined);
  const cancelClose = () => window.clearTimeout(closeTimer.current);
  const scheduleClose = () => {
    cancelClose();
    closeTimer.current = window.setTimeout(() => setOpen(false), 150);
  };
  useEffect(() => cancelClose, []);
  // With a mouse, hovering has opened the menu already: a click keeps it open
  // (Radix would toggle it closed). Touch and keyboard keep Radix's behaviour.
  const keepOpenOnMouseDown = (e: React.PointerEvent) => {
    if (e.pointerType !== 'mouse') return;
    e.preventDefault();
    cancelClose();
    setOpen(true);
  };
  const hover = {
    onPointerEnter: (e: React.PointerEvent) => {
      if (e.pointerType !== 'mouse') return;
      cancelClose();
      setOpen(true);
    },
    onPointerLeave: (e: React.PointerEvent) => {
      if (e.pointerType === 'mouse') scheduleClose();
    },
  };
  return (
    <DropdownMenu open={open} onOpenChange={setOpen} modal={false}>
      <DropdownMenuTrigger
        {...hover}
        onPointerDown={keepOpenOnMouseDown}
        className="inline-flex items-center gap-1 rounded-lg px-3 py-2 text-sm font-medium text-foreground/80 hover:text-foreground data-[state=open]:text-foreground"
      >
        Resources
        <ChevronDown className="size-4 transition-transform in-data-[state=open]:rotate-180" aria-hidden="true" />
      </DropdownMenuTrigger>
      <DropdownMenuContent
        {...hover}
        container={container}
        align="start"
        sideOffset={6}
        className="w-[min(92vw,40rem)] p-3"
      >
        <div className="grid grid-cols-2 gap-x-4 gap-y-3">
          {resourceGroups.map((group) => (
            <DropdownMenuGroup key={group.heading}>
              <DropdownMenuLabel className="text-xs tracking-wide text-muted-foreground uppercase">
                {group.heading}
              </DropdownMenuLabel>
              {group.links.map((link) => (
                <DropdownMenuItem key={link.path} asChild>
                  <Link to={link.path}>{link.label}</Link>
                </DropdownMenuItem>
              ))}
            </DropdownMenuGroup>
          ))}
        </div>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}

function PrimaryCta() {
  const { user } = useUser();
  if (user) {
    return (
      <Button asChild size="sm">
        <Link to="/">Open my dashboard</Link>
      </Button>
    );
  }
  return (
    <Button asChild size="sm">
      <a href="/auth/google">Get Started Free</a>
    </Button>
  );
}

function MobileMenu({ onNavigate }: { onNavigate: () => void }) {
  return (
    <nav id="mobile-menu" aria-label="Mobile" className="border-t border-border bg-background px-4 pt-3 pb-6 lg:hidden">
      <ul className="space-y-1">
        {headerLinks.map((link) => (
          <li key={link.to}>
            <Link
              to={link.to}
              onClick={onNavigate}
              className={cn(
                'block rounded-lg px-3 py-2.5 font-medium',
                'highlight' in link ? 'bg-accent text-accent-foreground' : 'hover:bg-muted',
              )}
            >
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
      <div className="mt-4 grid grid-cols-1 gap-4 sm:grid-cols-2">
        {resourceGroups.map((group) => (
          <div key={group.heading}>
            <p className="px-3 pb-1 text-xs font-semibold tracking-wide text-muted-foreground uppercase">
              {group.heading}
            </p>
            <ul>
              {group.links.map((link) => (
                <li key={link.path}>
                  <Link
                    to={link.path}
                    onClick={onNavigate}
                    className="block rounded-lg px-3 py-2 text-sm hover:bg-muted"
                  >
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          </div>
        ))}
      </div>
      <div className="mt-5 px-3">
        <PrimaryCta />
      </div>
    </nav>
  );
}

function PublicHeader() {
  const { pathname } = useLocation();
  // The menu belongs to the page it was opened on: any navigation closes it.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const menuOpen = openOn === pathname;
  const setMenuOpen = (open: boolean) => setOpenOn(open ? pathname : null);
  const [header, setHeader] = useState<HTMLElement | null>(null);
  return (
    <header ref={setHeader} className="sticky top-0 z-40 border-b border-border/70 bg-background/90 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-4 px-4 sm:px-6">
        <BrandLogo />
        <nav aria-label="Primary" className="hidden items-center gap-1 lg:flex">
          {headerLinks.map((link) => (
            <Link
              key={link.to}
              to={link.to}
              aria-current={pathname === link.to ? 'page' : undefined}
              className={cn(
                'rounded-lg px-3 py-2 text-sm font-medium',
                'highlight' in link
                  ? 'bg-accent text-accent-foreground hover:bg-accent/80'
                  : 'text-foreground/80 hover:text-foreground aria-[current=page]:text-foreground',
              )}
            >
              {link.label}
            </Link>
          ))}
          <ResourcesMenu container={header} />
        </nav>
        <div className="hidden lg:block">
          <PrimaryCta />
        </div>
        <Button
          variant="ghost"
          size="icon"
          className="lg:hidden"
          aria-expanded={menuOpen}
          aria-controls="mobile-menu"
          aria-label={menuOpen ? 'Close menu' : 'Open menu'}
          onClick={() => setMenuOpen(!menuOpen)}
        >
          {menuOpen ? <X aria-hidden="true" /> : <Menu aria-hidden="true" />}
        </Button>
      </div>
      {menuOpen ? <MobileMenu onNavigate={() => setMenuOpen(false)} /> : null}
    </header>
  );
}

function PublicFooter() {
  return (
    <footer className="border-t border-border bg-card/60">
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-10 sm:px-6 md:grid-cols-[1.4fr_1fr_1fr]">
        <div className="space-y-3">
          <BrandLogo />
          <p className="max-w-sm text-sm text-muted-foreground">
            An AI dating coach for people who date online: a stronger profile, messages that get replies, and dates
            worth going on.
          </p>
        </div>
        <nav aria-label="Legal and help">
          <p className="mb-2 text-sm font-semibold">Company</p>
          <ul className="space-y-1.5 text-sm">
            {footerLinks.map((link) => (
              <li key={link.to}>
                <Link to={link.to} className="text-muted-foreground hover:text-foreground">
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <nav aria-label="Guides">
          <p className="mb-2 text-sm font-semibold">Guides</p>
          <ul className="space-y-1.5 text-sm">
            {resourceGroups[0].links.map((link) => (
              <li key={link.path}>
                <Link to={link.path} className="text-muted-foreground hover:text-foreground">
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      <p className="border-t border-border py-5 text-center text-sm text-muted-foreground">© 2025 Datewise Labs</p>
    </footer>
  );
}

/** The public site's frame: header with the Resources menu, and the footer. */
export function PublicLayout() {
  return (
    <div className="flex min-h-dvh flex-col bg-background">
      <a
        href="#main"
        className="sr-only z-50 rounded-lg bg-primary px-4 py-2 text-primary-foreground focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        Skip to content
      </a>
      <PublicHeader />
      <main id="main" className="flex-1">
        <Outlet />
      </main>
      <PublicFooter />
    </div>
  );
}
