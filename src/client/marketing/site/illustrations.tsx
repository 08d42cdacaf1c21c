import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';

/**
 * The public site's illustrations (decision 0042): a few small scenes drawn by
 * hand as inline SVG in the theme's palette (docs/theme.md). They render to
 * static markup at build time, so they cost no request and no script, and the
 * width and height on every <svg> keep the layout from shifting. All of them
 * are decorative: the heading next to each one already says what it shows.
 */

const color = {
  primary: '#b3264a',
  deep: '#7a1d37',
  coral: '#e8536e',
  apricot: '#f59e6b',
  blush: '#ffd6e0',
  peach: '#ffe3d6',
  line: '#f1dcd6',
  edge: '#e6c6bd',
  muted: '#6b5a60',
  success: '#1f7a4d',
  white: '#ffffff',
} as const;

/** A heart in a 24-unit box whose top-left corner is (x, y). */
function Heart({ x, y, size = 1, fill }: { x: number; y: number; size?: number; fill: string }) {
  return (
    <path
      transform={`translate(${x} ${y}) scale(${size})`}
      fill={fill}
      d="M12 20.5c-.4 0-.8-.2-1.1-.4C6.6 16.6 3 13.4 3 9.4 3 6.9 5 5 7.4 5c1.8 0 3.4 1 4.6 2.6C13.2 6 14.8 5 16.6 5 19 5 21 6.9 21 9.4c0 4-3.6 7.2-7.9 10.7-.3.2-.7.4-1.1.4z"
    />
  );
}

/** A four-pointed sparkle in a 24-unit box whose top-left corner is (x, y). */
function Sparkle({ x, y, size = 1, fill = color.apricot }: { x: number; y: number; size?: number; fill?: string }) {
  return (
    <path
      transform={`translate(${x} ${y}) scale(${size})`}
      fill={fill}
      d="M12 2c.6 4.6 2.4 7.4 10 10-7.6 2.6-9.4 5.4-10 10-.6-4.6-2.4-7.4-10-10 7.6-2.6 9.4-5.4 10-10z"
    />
  );
}

/** A rounded bar standing for a line of text. */
function TextLine({ x, y, width, fill = color.line }: { x: number; y: number; width: number; fill?: string }) {
  return <rect x={x} y={y} width={width} height={5} rx={2.5} fill={fill} />;
}

/** A head and shoulders whose shoulders end on the line y = bottom. */
function Person({ cx, bottom, scale = 1 }: { cx: number; bottom: number; scale?: number }) {
  const r = 9 * scale;
  const w = 16 * scale;
  return (
    <>
      <circle cx={cx} cy={bottom - 30 * scale} r={r} fill={color.coral} />
      <path
        fill={color.primary}
        d={`M${cx - w} ${bottom}c${2 * scale} ${-10 * scale} ${8 * scale} ${-15 * scale} ${w} ${-15 * scale}s${14 * scale} ${5 * scale} ${w} ${15 * scale}z`}
      />
    </>
  );
}

const scenes = {
  /** Two chat bubbles, the answer carrying a heart. */
  conversation: (
    <>
      <rect x={30} y={26} width={96} height={46} rx={18} fill={color.white} stroke={color.edge} strokeWidth={2} />
      <path d="M46 70l-6 16 20-13" fill={color.white} stroke={color.edge} strokeWidth={2} strokeLinejoin="round" />
      <rect x={44} y={66} width={20} height={5} fill={color.white} />
      <TextLine x={46} y={40} width={60} />
      <TextLine x={46} y={52} width={40} />
      <rect x={80} y={74} width={90} height={42} rx={18} fill={color.primary} />
      <path d="M150 112l14 14-26-10z" fill={color.primary} />
      <Heart x={113} y={83} fill={color.white} />
      <Sparkle x={146} y={14} size={0.9} />
      <Heart x={18} y={94} size={0.8} fill={color.coral} />
    </>
  ),
  /** Two cups whose steam meets in a heart: a coffee date. */
  date: (
    <>
      <rect x={28} y={112} width={144} height={6} rx={3} fill={color.edge} />
      <path d="M48 72h46v24a16 16 0 0 1-16 16H64a16 16 0 0 1-16-16z" fill={color.primary} />
      <path d="M94 80h5a9 9 0 0 1 0 18h-5" fill="none" stroke={color.primary} strokeWidth={5} />
      <path d="M122 78h40v20a14 14 0 0 1-14 14h-12a14 14 0 0 1-14-14z" fill={color.apricot} />
      <path d="M122 86h-5a8 8 0 0 0 0 16h5" fill="none" stroke={color.apricot} strokeWidth={5} />
      <path
        d="M70 64c-7-8 6-12 0-21M142 70c7-8-6-12 0-21"
        fill="none"
        stroke={color.coral}
        strokeWidth={3}
        strokeLinecap="round"
      />
      <Heart x={88} y={14} size={1.35} fill={color.coral} />
    </>
  ),
  /** A profile card with a photo, a few lines and a check mark. */
  profile: (
    <>
      <rect x={52} y={14} width={96} height={114} rx={14} fill={color.white} stroke={color.edge} strokeWidth={2} />
      <rect x={62} y={24} width={76} height={52} rx={10} fill={color.blush} />
      <Person cx={100} bottom={76} />
      <TextLine x={64} y={86} width={48} fill={color.muted} />
      <TextLine x={64} y={98} width={70} />
      <TextLine x={64} y={109} width={56} />
      <circle cx={148} cy={28} r={14} fill={color.success} />
      <path
        d="M141 28.5l5 5 9-10"
        fill="none"
        stroke={color.white}
        strokeWidth={3.5}
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <Sparkle x={24} y={72} />
    </>
  ),
  /** A phone showing a match. */
  apps: (
    <>
      <rect x={66} y={8} width={68} height={124} rx={14} fill={color.deep} />
      <rect x={72} y={18} width={56} height={106} rx={8} fill={color.white} />
      <rect x={90} y={12} width={20} height={3} rx={1.5} fill={color.blush} />
      <rect x={78} y={26} width={44} height={52} rx={6} fill={color.peach} />
      <Person cx={100} bottom={78} scale={0.9} />
      <TextLine x={80} y={86} width={30} fill={color.muted} />
      <TextLine x={80} y={96} width={40} />
      <circle cx={88} cy={112} r={6} fill={color.line} />
      <circle cx={112} cy={112} r={6} fill={color.primary} />
      <Heart x={107} y={106.5} size={0.42} fill={color.white} />
      <Heart x={138} y={20} size={1.4} fill={color.coral} />
      <Sparkle x={36} y={50} />
      <Heart x={40} y={92} size={0.8} fill={color.apricot} />
    </>
  ),
  /** A shield with a heart: dating safely. */
  safety: (
    <>
      <path d="M100 12l44 16v34c0 30-20 52-44 62-24-10-44-32-44-62V28z" fill={color.primary} />
      <path d="M100 25l32 12v25c0 22-14 39-32 47-18-8-32-25-32-47V37z" fill={color.coral} />
      <Heart x={82} y={46} size={1.5} fill={color.white} />
      <Sparkle x={146} y={18} />
      <Sparkle x={34} y={90} size={0.7} />
    </>
  ),
  /** Two hearts side by side. */
  relationship: (
    <>
      <Heart x={44} y={26} size={3.3} fill={color.primary} />
      <g stroke={color.white} strokeWidth={0.9}>
        <Heart x={86} y={38} size={2.9} fill={color.apricot} />
      </g>
      <Sparkle x={34} y={18} size={0.8} />
      <Sparkle x={154} y={96} size={0.7} fill={color.coral} />
    </>
  ),
  /** A light bulb with a heart inside: understanding yourself and others. */
  idea: (
    <>
      <circle cx={100} cy={58} r={32} fill={color.apricot} />
      <rect x={86} y={86} width={28} height={14} rx={4} fill={color.primary} />
      <rect x={89} y={102} width={22} height={8} rx={4} fill={color.deep} />
      <Heart x={85} y={42} size={1.25} fill={color.white} />
      <path
        d="M100 10v9M58 26l6 6M142 26l-6 6M44 60h9M147 60h9"
        stroke={color.coral}
        strokeWidth={4}
        strokeLinecap="round"
      />
    </>
  ),
  /** An open book with a bookmark. */
  guide: (
    <>
      <path
        d="M100 42c-14-10-36-12-60-8v72c24-4 46-2 60 8 14-10 36-12 60-8V34c-24-4-46-2-60 8z"
        fill={color.white}
        stroke={color.edge}
        strokeWidth={2}
        strokeLinejoin="round"
      />
      <path d="M100 42v72" stroke={color.edge} strokeWidth={2} />
      <TextLine x={52} y={52} width={36} />
      <TextLine x={52} y={64} width={32} />
      <TextLine x={52} y={76} width={36} />
      <TextLine x={52} y={88} width={26} />
      <TextLine x={112} y={64} width={36} />
      <TextLine x={112} y={76} width={30} />
      <TextLine x={112} y={88} width={34} />
      <path d="M130 33h12v30l-6-5-6 5z" fill={color.primary} />
      <Heart x={86} y={6} size={1.15} fill={color.coral} />
      <Sparkle x={158} y={14} size={0.8} />
    </>
  ),
  /** A calendar with one day marked by a heart. */
  calendar: (
    <>
      <rect x={48} y={26} width={104} height={94} rx={12} fill={color.white} stroke={color.edge} strokeWidth={2} />
      <path d="M48 38a12 12 0 0 1 12-12h80a12 12 0 0 1 12 12v12H48z" fill={color.primary} />
      <rect x={72} y={16} width={7} height={18} rx={3.5} fill={color.deep} />
      <rect x={121} y={16} width={7} height={18} rx={3.5} fill={color.deep} />
      {[0, 1, 2].flatMap((row) =>
        [0, 1, 2, 3].map((col) =>
          row === 1 && col === 2 ? null : (
            <rect
              key={`${row}-${col}`}
              x={60 + col * 22}
              y={60 + row * 18}
              width={14}
              height={11}
              rx={3}
              fill={color.line}
            />
          ),
        ),
      )}
      <Heart x={104} y={73} size={0.9} fill={color.coral} />
      <Sparkle x={156} y={98} />
    </>
  ),
} satisfies Record<string, ReactNode>;

export type SceneName = keyof typeof scenes;

/** The viewBox every scene is drawn in. */
const VIEW_WIDTH = 200;
const VIEW_HEIGHT = 140;

/**
 * One scene, decorative (hidden from assistive technology), at `width` CSS
 * pixels with the height following the 10:7 drawing.
 */
export function Illustration({
  scene,
  width = VIEW_WIDTH,
  backdrop = true,
  className,
}: {
  scene: SceneName;
  width?: number;
  /** The soft peach and blush shape behind the scene. */
  backdrop?: boolean;
  className?: string;
}) {
  return (
    <svg
      viewBox={`0 0 ${VIEW_WIDTH} ${VIEW_HEIGHT}`}
      width={width}
      height={Math.round((width * VIEW_HEIGHT) / VIEW_WIDTH)}
      aria-hidden="true"
      className={cn('shrink-0', className)}
      data-illustration={scene}
    >
      {backdrop ? (
        <>
          <path
            fill={color.peach}
            d="M26 80c-6-32 18-60 54-64 28-3 42 8 64 6 28-2 44 18 40 46-4 32-32 56-74 58-48 2-78-14-84-46z"
          />
          <circle cx={164} cy={30} r={18} fill={color.blush} />
        </>
      ) : null}
      {scenes[scene]}
    </svg>
  );
}

/** Blog and guide categories drawn by the scene that fits them best; anything else is a book. */
const categoryScenes: Record<string, SceneName> = {
  'app reviews': 'apps',
  'online dating': 'apps',
  conversation: 'conversation',
  texting: 'conversation',
  'date ideas': 'date',
  dates: 'date',
  'profile tips': 'profile',
  profile: 'profile',
  psychology: 'idea',
  relationships: 'relationship',
  'relationship advice': 'relationship',
  safety: 'safety',
};

export function sceneForCategory(category: string): SceneName {
  return categoryScenes[category.toLowerCase()] ?? 'guide';
}

/** A card's picture: the scene centered on a soft band across the top of a card padded `p-6`. */
export function CardArt({ scene, className }: { scene: SceneName; className?: string }) {
  return (
    <div className={cn('-mx-6 -mt-6 mb-5 flex justify-center rounded-t-2xl bg-accent/50 py-2 sm:py-3', className)}>
      <Illustration scene={scene} width={150} className="max-sm:h-auto max-sm:w-30" />
    </div>
  );
}
