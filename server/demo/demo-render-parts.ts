// Drawing kit for demo-renders.ts. Every scene uses one-point perspective (front faces drawn flat, depth receding
// towards a vanishing point), which gives the illustrations volume without a 3D engine and keeps them consistent.
// Helpers return plain SVG markup; librsvg (through sharp) is the only renderer, so only gradients, opacity and
// basic shapes are used.

export const RENDER_WIDTH = 1200;
export const RENDER_HEIGHT = 800;

export type Pt = readonly [x: number, y: number];
/** Corners in the order top-left, top-right, bottom-right, bottom-left. */
export type Quad = readonly [Pt, Pt, Pt, Pt];

// One decimal is invisible at 1200 px and keeps the documents (and the seed's memory) small.
const n = (v: number): string => String(Math.round(v * 10) / 10);
const attrs = (extra: string): string => (extra ? ` ${extra}` : '');

export const poly = (ps: readonly Pt[], fill: string, extra = ''): string =>
  `<polygon points="${ps.map(([x, y]) => `${n(x)},${n(y)}`).join(' ')}" fill="${fill}"${attrs(extra)}/>`;
export const rect = (x: number, y: number, w: number, h: number, fill: string, extra = ''): string =>
  `<rect x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(h)}" fill="${fill}"${attrs(extra)}/>`;
export const ellipse = (cx: number, cy: number, rx: number, ry: number, fill: string, extra = ''): string =>
  `<ellipse cx="${n(cx)}" cy="${n(cy)}" rx="${n(rx)}" ry="${n(ry)}" fill="${fill}"${attrs(extra)}/>`;
export const circle = (cx: number, cy: number, r: number, fill: string, extra = ''): string =>
  `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}" fill="${fill}"${attrs(extra)}/>`;
export const line = (a: Pt, b: Pt, stroke: string, width: number, extra = ''): string =>
  `<line x1="${n(a[0])}" y1="${n(a[1])}" x2="${n(b[0])}" y2="${n(b[1])}" stroke="${stroke}" stroke-width="${n(width)}"${attrs(extra)}/>`;
export const path = (d: string, fill: string, extra = ''): string =>
  `<path d="${d}" fill="${fill}"${attrs(extra)}/>`;
export const url = (id: string): string => `url(#${id})`;

type Stop = readonly [offset: number, color: string, opacity?: number];
const stops = (list: readonly Stop[]): string =>
  list
    .map(
      ([o, c, a]) => `<stop offset="${o}" stop-color="${c}"${a === undefined ? '' : ` stop-opacity="${a}"`}/>`
    )
    .join('');
/** Vertical by default; gradients use each shape's bounding box, so one definition serves many shapes. */
export const linear = (id: string, list: readonly Stop[], [x1, y1, x2, y2] = [0, 0, 0, 1]): string =>
  `<linearGradient id="${id}" x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}">${stops(list)}</linearGradient>`;
export const radial = (id: string, list: readonly Stop[], cx = 0.5, cy = 0.5, r = 0.5): string =>
  `<radialGradient id="${id}" cx="${cx}" cy="${cy}" r="${r}">${stops(list)}</radialGradient>`;

// Shared by every scene so helpers can rely on these ids.
const BASE_DEFS = [
  linear('glass', [
    [0, '#dcecf6'],
    [0.45, '#8fb6d3'],
    [1, '#4f7898'],
  ]),
  linear('glassSide', [
    [0, '#a9c3d6'],
    [1, '#3d5f7a'],
  ]),
  linear('glassWarm', [
    [0, '#ffe9b8'],
    [1, '#f0b15e'],
  ]),
  radial('shadow', [
    [0, '#1d2a1f', 0.45],
    [1, '#1d2a1f', 0],
  ]),
  radial('sunGlow', [
    [0, '#fffbe8', 1],
    [0.25, '#fff4c4', 0.9],
    [1, '#fff4c4', 0],
  ]),
  `<filter id="soft" x="-20%" y="-20%" width="140%" height="140%"><feGaussianBlur stdDeviation="6"/></filter>`,
].join('');

export const svgDoc = (defs: readonly string[], body: readonly string[]): string =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${RENDER_WIDTH}" height="${RENDER_HEIGHT}" ` +
  `viewBox="0 0 ${RENDER_WIDTH} ${RENDER_HEIGHT}"><defs>${BASE_DEFS}${defs.join('')}</defs>${body.join('')}</svg>`;

/** Mixes a #rrggbb colour towards white (amount > 0) or black (amount < 0). */
export const shade = (hex: string, amount: number): string => {
  const target = amount > 0 ? 255 : 0;
  const t = Math.abs(amount);
  const channel = (i: number): string => {
    const v = parseInt(hex.slice(1 + i * 2, 3 + i * 2), 16);
    return Math.round(v + (target - v) * t)
      .toString(16)
      .padStart(2, '0');
  };
  return `#${channel(0)}${channel(1)}${channel(2)}`;
};

// Seeded so that a scene is byte-identical on every run (the seed stores them as uploads).
export const random = (seed: number): (() => number) => {
  let s = seed >>> 0;
  return () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = Math.imul(s ^ (s >>> 15), 1 | s);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
};

// ---- Perspective -------------------------------------------------------------------------------------------------

export const lerp = (a: number, b: number, t: number): number => a + (b - a) * t;
export const mix = (a: Pt, b: Pt, t: number): Pt => [lerp(a[0], b[0], t), lerp(a[1], b[1], t)];
export const bilerp = (q: Quad, u: number, v: number): Pt => mix(mix(q[0], q[1], u), mix(q[3], q[2], u), v);
export const subQuad = (q: Quad, u0: number, v0: number, u1: number, v1: number): Quad => [
  bilerp(q, u0, v0),
  bilerp(q, u1, v0),
  bilerp(q, u1, v1),
  bilerp(q, u0, v1),
];
export const rectQuad = (x: number, y: number, w: number, h: number): Quad => [
  [x, y],
  [x + w, y],
  [x + w, y + h],
  [x, y + h],
];

export type Prism = { front: Quad; side: Quad | null; top: Quad | null };
/**
 * A box whose front face is the rectangle (x, y, w, h); `depth` is the fraction of the way from the front face to
 * the vanishing point at which the back face lies. Side and top faces are null when they face away from the eye.
 */
export const prism = (x: number, y: number, w: number, h: number, depth: number, vp: Pt): Prism => {
  const front = rectQuad(x, y, w, h);
  const [tl, tr, br, bl] = front.map((p) => mix(p, vp, depth)) as unknown as Quad;
  let side: Quad | null = null;
  if (vp[0] > x + w) side = [front[1], tr, br, front[2]];
  else if (vp[0] < x) side = [front[0], tl, bl, front[3]];
  const top: Quad | null = y > vp[1] ? [tl, tr, front[1], front[0]] : null;
  return { front, side, top };
};

export type Grid = { cols: number; rows: number; mx?: number; my?: number; gx?: number; gy?: number };
/** Cells of a grid laid over a quad; margins (mx, my) and gaps (gx, gy) are fractions of the quad and of a cell. */
export const cells = (q: Quad, { cols, rows, mx = 0.06, my = 0.04, gx = 0.3, gy = 0.35 }: Grid): Quad[] => {
  const out: Quad[] = [];
  const pu = (1 - 2 * mx) / cols;
  const pv = (1 - 2 * my) / rows;
  for (let r = 0; r < rows; r++) {
    for (let c = 0; c < cols; c++) {
      const u0 = mx + c * pu + (pu * gx) / 2;
      const v0 = my + r * pv + (pv * gy) / 2;
      out.push(subQuad(q, u0, v0, u0 + pu * (1 - gx), v0 + pv * (1 - gy)));
    }
  }
  return out;
};

/** Framed windows: a light frame, glass inset, and a sill shadow that reads as depth even at thumbnail size. */
export const windows = (q: Quad, grid: Grid, glass = url('glass'), frame = '#f4efe6'): string =>
  cells(q, grid)
    .map(
      (c) =>
        poly(c, frame) +
        poly(subQuad(c, 0.1, 0.08, 0.9, 0.9), glass) +
        poly(subQuad(c, 0.1, 0.08, 0.9, 0.2), '#1e2d3a', 'opacity="0.25"')
    )
    .join('');

/** Horizontal bands across a quad (floor slabs, spandrels) every 1/count of its height. */
export const bands = (q: Quad, count: number, thickness: number, fill: string, extra = ''): string =>
  Array.from({ length: count + 1 }, (_, i) =>
    poly(subQuad(q, 0, i / count, 1, Math.min(1, i / count + thickness)), fill, extra)
  ).join('');

/** Vertical lines across a quad (mullions, tile rows, planks). */
export const ribs = (q: Quad, count: number, stroke: string, width: number, extra = ''): string =>
  Array.from({ length: count - 1 }, (_, i) =>
    line(bilerp(q, (i + 1) / count, 0), bilerp(q, (i + 1) / count, 1), stroke, width, extra)
  ).join('');

// ---- Landscape ---------------------------------------------------------------------------------------------------

/** Catmull-Rom through the points, as cubic Béziers: hill lines without visible corners. */
const smooth = (ps: readonly Pt[]): string => {
  let d = `M${n(ps[0]?.[0] ?? 0)},${n(ps[0]?.[1] ?? 0)}`;
  for (let i = 0; i < ps.length - 1; i++) {
    const p0 = ps[Math.max(0, i - 1)] as Pt;
    const p1 = ps[i] as Pt;
    const p2 = ps[i + 1] as Pt;
    const p3 = ps[Math.min(ps.length - 1, i + 2)] as Pt;
    const c1: Pt = [p1[0] + (p2[0] - p0[0]) / 6, p1[1] + (p2[1] - p0[1]) / 6];
    const c2: Pt = [p2[0] - (p3[0] - p1[0]) / 6, p2[1] - (p3[1] - p1[1]) / 6];
    d += `C${n(c1[0])},${n(c1[1])} ${n(c2[0])},${n(c2[1])} ${n(p2[0])},${n(p2[1])}`;
  }
  return d;
};

/** Height of a ridge line at x; exported so trees and houses can stand on a hill. */
export const ridgeY = (x: number, baseY: number, amp: number, seed: number, wave = 1): number =>
  baseY -
  amp *
    (0.55 * Math.sin((x / 260) * wave + seed) +
      0.3 * Math.sin((x / 113) * wave + seed * 2.3) +
      0.15 * Math.sin((x / 47) * wave + seed * 4.1));

/** A range of hills across the whole width; larger `amp` and `wave` give Andean peaks. */
export const ridge = (baseY: number, amp: number, seed: number, fill: string, wave = 1): string => {
  const ps: Pt[] = [];
  for (let x = -80; x <= RENDER_WIDTH + 80; x += 40) ps.push([x, ridgeY(x, baseY, amp, seed, wave)]);
  return path(`${smooth(ps)}L${RENDER_WIDTH + 80},${RENDER_HEIGHT}L-80,${RENDER_HEIGHT}Z`, fill);
};

export const cloud = (x: number, y: number, s: number): string =>
  `<g opacity="0.92">` +
  ellipse(x + 4 * s, y + 4 * s, 78 * s, 15 * s, '#dbe7f1') +
  [
    [-40, -2, 24],
    [-12, -18, 32],
    [24, -10, 27],
    [50, 0, 18],
  ]
    .map(([dx = 0, dy = 0, r = 0]) => circle(x + dx * s, y + dy * s, r * s, '#ffffff'))
    .join('') +
  ellipse(x, y, 76 * s, 14 * s, '#ffffff') +
  `</g>`;

export const sun = (x: number, y: number, r: number): string =>
  circle(x, y, r * 4, url('sunGlow')) + circle(x, y, r, '#fffdf2');

/** A soft contact shadow; blurred rather than hard-edged so buildings sit on the ground. */
export const groundShadow = (ps: readonly Pt[], opacity = 0.3): string =>
  poly(ps, '#1f2b22', `opacity="${opacity}" filter="url(#soft)"`);

// ---- Vegetation --------------------------------------------------------------------------------------------------

const LEAVES = {
  green: ['#2f6b3a', '#4f9448', '#7dbb5e'],
  olive: ['#3e6331', '#6a8f3f', '#9ebb5c'],
  deep: ['#1f4f34', '#2f7346', '#4f9a5b'],
} as const;
export type Leaves = keyof typeof LEAVES;

/** A broadleaf tree: dark silhouette, mid-tone mass offset up-left and a few highlights, as flat illustrations do. */
export const tree = (x: number, groundY: number, s: number, leaves: Leaves = 'green', seed = x): string => {
  const [dark, mid, light] = LEAVES[leaves];
  const rnd = random(seed * 7 + 3);
  const cy = groundY - 70 * s;
  const blobs: [number, number, number][] = [[0, 0, 34]];
  for (let i = 0; i < 6; i++) {
    const a = (i / 6) * Math.PI * 2 + rnd();
    blobs.push([Math.cos(a) * 26, Math.sin(a) * 20 - 4, 18 + rnd() * 10]);
  }
  const layer = (fill: string, dx: number, dy: number, k: number): string =>
    blobs.map(([bx, by, r]) => circle(x + (bx + dx) * s, cy + (by + dy) * s, r * k * s, fill)).join('');
  return (
    ellipse(x + 14 * s, groundY, 40 * s, 8 * s, url('shadow')) +
    poly(
      [
        [x - 5 * s, groundY],
        [x - 3 * s, cy + 10 * s],
        [x + 3 * s, cy + 10 * s],
        [x + 5 * s, groundY],
      ],
      '#6b4b34'
    ) +
    layer(dark, 0, 0, 1) +
    layer(mid, -5, -6, 0.82) +
    blobs
      .slice(0, 4)
      .map(([bx, by, r]) =>
        circle(x + (bx - 10) * s, cy + (by - 12) * s, r * 0.35 * s, light, 'opacity="0.8"')
      )
      .join('')
  );
};

/** Slim columnar tree (cypress, urapán hedge rows): gives vertical rhythm next to low buildings. */
export const cypress = (x: number, groundY: number, s: number): string =>
  ellipse(x + 10 * s, groundY, 18 * s, 4 * s, url('shadow')) +
  path(
    `M${n(x)},${n(groundY - 120 * s)}C${n(x + 26 * s)},${n(groundY - 80 * s)} ${n(x + 20 * s)},${n(groundY - 10 * s)} ` +
      `${n(x)},${n(groundY - 4 * s)}C${n(x - 20 * s)},${n(groundY - 10 * s)} ${n(x - 26 * s)},${n(groundY - 80 * s)} ` +
      `${n(x)},${n(groundY - 120 * s)}Z`,
    '#2c5e38'
  ) +
  path(
    `M${n(x - 2 * s)},${n(groundY - 112 * s)}C${n(x - 18 * s)},${n(groundY - 70 * s)} ${n(x - 14 * s)},${n(groundY - 20 * s)} ` +
      `${n(x - 2 * s)},${n(groundY - 12 * s)}Z`,
    '#4a8a4a'
  );

export const bush = (
  x: number,
  groundY: number,
  s: number,
  leaves: Leaves = 'green',
  flowers?: string
): string => {
  const [dark, mid, light] = LEAVES[leaves];
  const rnd = random(Math.round(x * 13 + groundY));
  let out = ellipse(x + 6 * s, groundY, 34 * s, 6 * s, url('shadow'));
  out += [-18, 0, 18]
    .map((dx, i) => circle(x + dx * s, groundY - (14 + (i % 2) * 6) * s, 17 * s, dark))
    .join('');
  out += [-20, -2, 16].map((dx) => circle(x + dx * s, groundY - 22 * s, 10 * s, mid)).join('');
  out += circle(x - 8 * s, groundY - 28 * s, 5 * s, light, 'opacity="0.8"');
  if (flowers) {
    for (let i = 0; i < 7; i++)
      out += circle(x + (rnd() - 0.5) * 56 * s, groundY - (8 + rnd() * 22) * s, 3.2 * s, flowers);
  }
  return out;
};

const bezier = (a: Pt, b: Pt, c: Pt, t: number): Pt => mix(mix(a, b, t), mix(b, c, t), t);

/** A pinnate frond: an arched rib with drooping leaflets on both sides, so it reads as palm and not umbrella. */
const frond = (base: Pt, deg: number, len: number, fill: string): string => {
  const a = (deg * Math.PI) / 180;
  const tip: Pt = [base[0] + Math.cos(a) * len, base[1] + Math.sin(a) * len * 0.35 + len * 0.5];
  const arch: Pt = [base[0] + Math.cos(a) * len * 0.6, base[1] + Math.sin(a) * len * 0.35 - len * 0.22];
  let d = '';
  for (let i = 1; i <= 14; i++) {
    const t = i / 15;
    const p = bezier(base, arch, tip, t);
    const q = bezier(base, arch, tip, t + 0.05);
    const dx = q[0] - p[0];
    const dy = q[1] - p[1];
    const k = 1 / (Math.hypot(dx, dy) || 1);
    const l = len * 0.24 * Math.sin(Math.PI * (0.2 + t * 0.8)) + len * 0.03;
    for (const side of [1, -1]) {
      const leaf: Pt = [
        p[0] + (-dy * side * 0.7 + dx * 0.6) * k * l,
        p[1] + (dx * side * 0.7 + dy * 0.6) * k * l + l * 0.55,
      ];
      d += `M${n(p[0])},${n(p[1])}L${n(leaf[0])},${n(leaf[1])}L${n(q[0])},${n(q[1])}Z`;
    }
  }
  const rib = `M${n(base[0])},${n(base[1])}Q${n(arch[0])},${n(arch[1])} ${n(tip[0])},${n(tip[1])}`;
  return path(d, fill) + path(rib, 'none', `stroke="${shade(fill, -0.3)}" stroke-width="2.5"`);
};

/** Coconut or wax palm: a curved, tapering, ringed trunk and a crown of fronds. */
export const palm = (
  x: number,
  groundY: number,
  h: number,
  lean: number,
  { trunk = '#8a6d4f', leaves = '#3f8a45', crown = 1, width = 1, nuts = true } = {}
): string => {
  const top: Pt = [x + lean, groundY - h];
  const ctrl: Pt = [x + lean * 0.1, groundY - h * 0.55];
  const left: Pt[] = [];
  const right: Pt[] = [];
  let rings = '';
  for (let i = 0; i <= 16; i++) {
    const t = i / 16;
    const p = bezier([x, groundY], ctrl, top, t);
    const w = lerp(h * 0.02 + 4, h * 0.011 + 2.5, t) * width;
    left.push([p[0] - w, p[1]]);
    right.unshift([p[0] + w, p[1]]);
    if (i % 2) rings += `M${n(p[0] - w)},${n(p[1])}L${n(p[0] + w)},${n(p[1] + 1.5)}`;
  }
  const len = h * 0.4 * crown;
  const back = [-160, -20, -100, -60].map((deg) => frond(top, deg, len * 0.9, shade(leaves, -0.25))).join('');
  const front = [-175, -135, -80, -40, -5, 200, 160, 20].map((deg, i) =>
    frond(top, deg, len * (i % 2 ? 0.85 : 1), i % 2 ? leaves : shade(leaves, 0.12))
  );
  return (
    ellipse(x + 20, groundY, 30 + h * 0.08, 7, url('shadow')) +
    back +
    poly([...left, ...right], trunk) +
    poly([...left.slice(0, 15), ...right.slice(2)], shade(trunk, 0.2), 'opacity="0.5"') +
    path(rings, 'none', `stroke="${shade(trunk, -0.3)}" stroke-width="1.5" opacity="0.6"`) +
    (nuts
      ? [-7, 5, -1].map((dx, i) => circle(top[0] + dx, top[1] + 7 + (i % 2) * 4, 5.5, '#6b4a2a')).join('')
      : '') +
    front.join('')
  );
};

/** A broad leaf (banana, monstera, rubber plant) from its base along an angle, with a midrib. */
export const leaf = (base: Pt, deg: number, len: number, width: number, fill: string): string => {
  const a = (deg * Math.PI) / 180;
  const tip: Pt = [base[0] + Math.cos(a) * len, base[1] + Math.sin(a) * len];
  const mid = mix(base, tip, 0.5);
  const nx = -Math.sin(a) * width;
  const ny = Math.cos(a) * width;
  return (
    path(
      `M${n(base[0])},${n(base[1])}Q${n(mid[0] + nx)},${n(mid[1] + ny)} ${n(tip[0])},${n(tip[1])}` +
        `Q${n(mid[0] - nx)},${n(mid[1] - ny)} ${n(base[0])},${n(base[1])}Z`,
      fill
    ) + line(base, mix(base, tip, 0.9), shade(fill, -0.25), Math.max(1, width * 0.06))
  );
};

/** A banana plant: broad, slightly drooping leaves on a short pseudostem, typical of a coffee-region finca. */
export const banana = (x: number, groundY: number, s: number): string =>
  ellipse(x + 10 * s, groundY, 40 * s, 7 * s, url('shadow')) +
  poly(
    [
      [x - 7 * s, groundY],
      [x - 4 * s, groundY - 90 * s],
      [x + 4 * s, groundY - 90 * s],
      [x + 7 * s, groundY],
    ],
    '#7a9a48'
  ) +
  [
    [-150, 95, '#3f8a3a'],
    [-30, 100, '#3f8a3a'],
    [-115, 110, '#5aa04a'],
    [-65, 115, '#5aa04a'],
    [-90, 80, '#6fb556'],
    [170, 70, '#4f9442'],
  ]
    .map(([deg, len, fill]) =>
      leaf([x, groundY - 88 * s], Number(deg), Number(len) * s, 22 * s, String(fill))
    )
    .join('');

/** Grass tufts scattered over a band of ground, for texture that survives JPEG compression. */
export const grass = (y0: number, y1: number, count: number, color: string, seed: number): string => {
  const rnd = random(seed);
  let d = '';
  for (let i = 0; i < count; i++) {
    const y = lerp(y0, y1, rnd());
    const x = rnd() * RENDER_WIDTH;
    const h = 4 + ((y - y0) / (y1 - y0 || 1)) * 9;
    d +=
      `M${n(x - 3)},${n(y)}L${n(x - 1)},${n(y - h)}L${n(x + 1)},${n(y)}Z` +
      `M${n(x)},${n(y)}L${n(x + 3)},${n(y - h * 0.8)}L${n(x + 4)},${n(y)}Z`;
  }
  return path(d, color, 'opacity="0.55"');
};

// ---- Street furniture --------------------------------------------------------------------------------------------

export const lamp = (x: number, groundY: number, h: number): string =>
  rect(x - 2, groundY - h, 4, h, '#3b4148') +
  path(`M${n(x)},${n(groundY - h)}q0,-12 18,-12h6`, 'none', 'stroke="#3b4148" stroke-width="4"') +
  rect(x + 14, groundY - h - 16, 22, 6, '#2c3137', 'rx="3"') +
  ellipse(x + 25, groundY - h - 9, 8, 2.5, '#fff3c9');

/** A car seen from the front or back, for stalls that face the eye. */
export const carFront = (x: number, groundY: number, s: number, color: string): string =>
  ellipse(x, groundY, 44 * s, 6 * s, url('shadow')) +
  rect(x - 36 * s, groundY - 12 * s, 12 * s, 12 * s, '#23262a', `rx="${3 * s}"`) +
  rect(x + 24 * s, groundY - 12 * s, 12 * s, 12 * s, '#23262a', `rx="${3 * s}"`) +
  path(
    `M${n(x - 30 * s)},${n(groundY - 34 * s)}L${n(x - 24 * s)},${n(groundY - 52 * s)}Q${n(x)},${n(groundY - 56 * s)} ` +
      `${n(x + 24 * s)},${n(groundY - 52 * s)}L${n(x + 30 * s)},${n(groundY - 34 * s)}Z`,
    shade(color, -0.15)
  ) +
  path(
    `M${n(x - 25 * s)},${n(groundY - 36 * s)}L${n(x - 20 * s)},${n(groundY - 49 * s)}Q${n(x)},${n(groundY - 52 * s)} ` +
      `${n(x + 20 * s)},${n(groundY - 49 * s)}L${n(x + 25 * s)},${n(groundY - 36 * s)}Z`,
    '#2d3d4c'
  ) +
  rect(x - 38 * s, groundY - 36 * s, 76 * s, 26 * s, color, `rx="${6 * s}"`) +
  rect(x - 33 * s, groundY - 30 * s, 14 * s, 6 * s, '#fff4d0', `rx="${2 * s}"`) +
  rect(x + 19 * s, groundY - 30 * s, 14 * s, 6 * s, '#fff4d0', `rx="${2 * s}"`) +
  rect(x - 14 * s, groundY - 24 * s, 28 * s, 7 * s, shade(color, -0.35), `rx="${2 * s}"`);
