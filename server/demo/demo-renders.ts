import type { PropertyType } from '#domain/property-types';
import {
  banana,
  bands,
  bilerp,
  bush,
  carFront,
  cells,
  circle,
  cloud,
  cypress,
  ellipse,
  grass,
  groundShadow,
  lamp,
  leaf,
  lerp,
  line,
  linear,
  mix,
  palm,
  path,
  poly,
  prism,
  radial,
  random,
  rect,
  rectQuad,
  ribs,
  ridge,
  ridgeY,
  shade,
  subQuad,
  sun,
  svgDoc,
  tree,
  url,
  windows,
  type Grid,
  type Prism,
  type Pt,
  type Quad,
} from '#server/demo/demo-render-parts';

export type DemoRender = {
  /** Stable identifier, e.g. 'apartment-tower-brick'. */
  name: string;
  /** Outside view of a building/lot, or an inside view of a unit. */
  view: 'exterior' | 'interior';
  /** The property types this picture suits (an interior may suit apartment, house). */
  suits: readonly PropertyType[];
  /** Shows the sea: only for listings in a coastal city. */
  coast?: true;
  /** Spanish alt text; always starts with 'Render ilustrativo: '. */
  alt: string;
  /** The whole SVG document, viewBox 0 0 1200 800, width/height 1200/800. */
  svg: string;
};

// ---- Shared scenery ----------------------------------------------------------------------------------------------

type Layer = { defs: string; body: string };
type Sky = 'day' | 'bright' | 'golden';
// Four stops: a straight blue-to-peach blend passes through grey, so the golden sky keeps a pale band between.
const SKIES: Record<Sky, readonly [string, string, string, string]> = {
  day: ['#4f8fcf', '#8fbfe6', '#cfe4f2', '#eef4f2'],
  bright: ['#2b87d2', '#6fbcec', '#bfe5f6', '#eaf7f8'],
  golden: ['#5f9bd6', '#a9d0ec', '#f6dfbf', '#fbd6a4'],
};
const sky = (kind: Sky): Layer => {
  const [a, b, c, d] = SKIES[kind];
  return {
    defs: linear('sky', [
      [0, a],
      [0.45, b],
      [0.8, c],
      [1, d],
    ]),
    body: rect(0, 0, 1200, 800, url('sky')),
  };
};

/** The Cerros Orientales behind Bogotá: hazy far peaks, a blue-green range and a greener near one. */
const andes = (farY: number, nearY: number, seed: number): Layer => ({
  defs:
    linear('hillHaze', [
      [0, '#9db7c0'],
      [1, '#c3d5d6'],
    ]) +
    linear('hillFar', [
      [0, '#6f948f'],
      [1, '#a3bdb2'],
    ]) +
    linear('hillNear', [
      [0, '#4f8456'],
      [1, '#7fa872'],
    ]),
  body:
    ridge(farY - 50, 80, seed + 5, url('hillHaze'), 1.6) +
    ridge(farY, 70, seed, url('hillFar'), 1.3) +
    ridge(nearY, 38, seed + 2, url('hillNear'), 1.1),
});

/** Low distant buildings in haze, so the main building stands in a city. */
const distantCity = (baseY: number, seed: number, tint: string, tall = 60): string => {
  const rnd = random(seed);
  let out = '';
  for (let x = -20; x < 1220; x += 26 + rnd() * 40) {
    const w = 30 + rnd() * 50;
    const h = 18 + rnd() * tall;
    out += rect(x, baseY - h, w, h, shade(tint, rnd() * 0.25), 'opacity="0.85"');
  }
  return out;
};

const street = (y: number): string =>
  rect(0, y - 28, 1200, 28, '#cfcac2') +
  rect(0, y - 4, 1200, 6, '#a9a39a') +
  rect(0, y + 2, 1200, 800 - y, '#5d6168') +
  Array.from({ length: 9 }, (_, i) => rect(i * 150 + 20, y + 45, 80, 6, '#f1eee6')).join('');

type Facade = { wall: string; side: string; frame?: string; slab?: string; roof?: string };
/** A building with punched windows, one row per floor, on every visible face. */
const block = (
  [x, y, w, h]: readonly [number, number, number, number],
  depth: number,
  vp: Pt,
  f: Facade,
  floors: number,
  [colsFront, colsSide]: readonly [number, number],
  grid: Partial<Grid> = {}
): string => {
  const p = prism(x, y, w, h, depth, vp);
  const frame = f.frame ?? '#f4efe6';
  let out = '';
  if (p.side) {
    out += poly(p.side, f.side);
    if (f.slab) out += bands(p.side, floors, 0.012, shade(f.slab, -0.3));
    if (colsSide)
      out += windows(
        p.side,
        { cols: colsSide, rows: floors, ...grid },
        url('glassSide'),
        shade(frame, -0.35)
      );
  }
  out += poly(p.front, f.wall);
  if (f.slab) out += bands(p.front, floors, 0.012, f.slab);
  out += windows(p.front, { cols: colsFront, rows: floors, ...grid }, url('glass'), frame);
  if (p.top) out += poly(p.top, f.roof ?? '#b9b3aa');
  return out;
};

/** Contact shadow along the front and visible side of a prism's base. */
const baseShadow = (p: Prism, spread = 26): string => {
  const [, , br, bl] = p.front;
  const back = p.side ? (p.side[2][0] > br[0] ? p.side[2] : p.side[3]) : br;
  return groundShadow([
    [bl[0] - 10, bl[1] - 4],
    [Math.max(br[0], back[0]), Math.min(br[1], back[1]) - 4],
    [Math.max(br[0], back[0]) + spread * 1.5, br[1] + spread * 0.6],
    [bl[0] + spread, bl[1] + spread * 0.9],
  ]);
};

const doc = (layers: readonly Layer[], defs: readonly string[], body: readonly string[]): string =>
  svgDoc([...layers.map((l) => l.defs), ...defs], [...layers.map((l) => l.body), ...body]);

// ---- Apartments --------------------------------------------------------------------------------------------------

const apartmentBrick = (): string => {
  const vp: Pt = [1500, 470];
  const brick: Facade = { wall: url('brick'), side: url('brickSide'), slab: '#e6d6c3' };
  const tower = prism(430, 110, 280, 550, 0.16, vp);
  const roof = prism(510, 84, 120, 28, 0.1, vp);
  return doc(
    [sky('day'), andes(290, 410, 1.2)],
    [
      linear(
        'brick',
        [
          [0, '#c8673f'],
          [1, '#a54b30'],
        ],
        [0, 0, 1, 1]
      ),
      linear('brickSide', [
        [0, '#8d3f29'],
        [1, '#6c2e1f'],
      ]),
      linear('lawn', [
        [0, '#86b35d'],
        [1, '#5f8f42'],
      ]),
    ],
    [
      cloud(230, 110, 1.1),
      cloud(820, 70, 0.8),
      cloud(1080, 170, 0.6),
      distantCity(500, 7, '#b98c79'),
      rect(0, 495, 1200, 305, url('lawn')),
      grass(520, 700, 200, '#3f6d2e', 11),
      block([90, 250, 210, 410], 0.12, vp, brick, 12, [3, 2]),
      block([880, 330, 200, 330], 0.1, vp, brick, 9, [3, 2]),
      baseShadow(tower),
      block([430, 110, 280, 550], 0.16, vp, brick, 16, [4, 3], { my: 0.02 }),
      poly(roof.front, '#d9cbbb'),
      roof.side ? poly(roof.side, '#b3a495') : '',
      rect(425, 104, 290, 8, '#e6d6c3'),
      rect(500, 590, 140, 70, '#4a3a33'),
      rect(512, 600, 116, 60, url('glassWarm')),
      line([570, 600], [570, 660], '#4a3a33', 3),
      rect(490, 582, 160, 10, '#e6d6c3'),
      street(710),
      tree(60, 690, 1.2),
      tree(330, 680, 1),
      tree(790, 690, 1.05, 'olive'),
      tree(1120, 690, 1.3),
      bush(420, 676, 0.9, 'green', '#e5536b'),
      bush(720, 676, 0.9, 'green', '#f2c94c'),
      lamp(250, 700, 120),
      lamp(960, 700, 120),
    ]
  );
};

const apartmentGlass = (): string => {
  const vp: Pt = [-400, 470];
  const tower = prism(520, 70, 260, 590, 0.09, vp);
  const floors = 20;
  const rnd = random(42);
  const storey = (q: Quad, i: number): Quad =>
    subQuad(q, 0, 0.02 + (i * 0.96) / floors, 1, 0.02 + ((i + 1) * 0.96) / floors);
  const glazing = (q: Quad, glass: string, lit: boolean): string =>
    Array.from({ length: floors }, (_, i) => {
      const f = storey(q, i);
      const pane = subQuad(f, 0.04, 0.18, 0.96, 1);
      const warm = lit && rnd() < 0.18;
      return poly(pane, warm ? url('glassWarm') : glass) + ribs(pane, 4, '#f5f7f8', 2.5);
    }).join('');
  const balconies = Array.from({ length: floors }, (_, i) => {
    const f = storey(tower.front, i);
    const [, , br, bl] = subQuad(f, 0.52, 0, 1, 1);
    const y = bl[1];
    return (
      rect(bl[0], y - 24, br[0] - bl[0] + 18, 24, '#d7ecf5', 'opacity="0.6"') +
      rect(bl[0], y - 25, br[0] - bl[0] + 18, 2, '#ffffff') +
      rect(bl[0] - 2, y, br[0] - bl[0] + 22, 6, '#ffffff') +
      rect(bl[0] - 2, y + 6, br[0] - bl[0] + 22, 4, '#9aa7b0', 'opacity="0.5"') +
      (i % 3 === 1 ? bush(br[0] - 10, y, 0.35, 'green') : '')
    );
  }).join('');
  return doc(
    [sky('bright'), andes(330, 440, 3.4)],
    [
      linear(
        'white',
        [
          [0, '#ffffff'],
          [1, '#e3e7ea'],
        ],
        [0, 0, 1, 1]
      ),
      linear('lawn', [
        [0, '#8cc063'],
        [1, '#5b9343'],
      ]),
      linear('plaza', [
        [0, '#e4dfd6'],
        [1, '#c4bdb1'],
      ]),
      linear(
        'sheen',
        [
          [0, '#ffffff', 0.3],
          [1, '#ffffff', 0],
        ],
        [0, 0, 1, 1]
      ),
    ],
    [
      cloud(180, 140, 0.9),
      cloud(980, 100, 1.1),
      distantCity(505, 21, '#9fb0bd', 90),
      rect(0, 500, 1200, 300, url('lawn')),
      grass(520, 800, 220, '#3d6e2c', 5),
      block(
        [860, 300, 170, 260],
        0.06,
        vp,
        { wall: '#d7dde1', side: '#b6c2ca', frame: '#eef2f4', roof: '#c5ccd1' },
        8,
        [3, 2]
      ),
      block(
        [140, 250, 190, 310],
        0.06,
        vp,
        { wall: '#e4e8ea', side: '#b9c4cc', frame: '#f3f5f6' },
        9,
        [3, 2]
      ),
      ...[150, 290, 880, 1010].map((x) => tree(x, 565, 0.6, 'deep')),
      baseShadow(tower),
      tower.side ? poly(tower.side, '#c9d1d7') + glazing(tower.side, url('glassSide'), false) : '',
      poly(tower.front, url('white')),
      glazing(subQuad(tower.front, 0, 0, 0.5, 1), url('glass'), true),
      glazing(subQuad(tower.front, 0.5, 0, 1, 1), url('glass'), true),
      rect(647, 70, 6, 590, '#ffffff'),
      balconies,
      poly(
        [
          [520, 70],
          [780, 70],
          [640, 300],
          [520, 400],
        ],
        url('sheen')
      ),
      rect(510, 58, 280, 14, '#f7f9fa'),
      rect(585, 600, 130, 60, url('glassWarm')),
      rect(570, 590, 160, 10, '#ffffff'),
      poly(
        [
          [360, 800],
          [880, 800],
          [730, 660],
          [570, 660],
        ],
        url('plaza')
      ),
      cypress(500, 665, 1),
      cypress(820, 665, 1),
      tree(250, 720, 1.3, 'deep'),
      tree(1020, 730, 1.4),
      tree(110, 770, 1.1, 'olive'),
      bush(420, 705, 1.1, 'green', '#f28fb0'),
      bush(920, 705, 1.1, 'green', '#ffffff'),
    ]
  );
};

const apartmentCoastal = (): string => {
  const vp: Pt = [1600, 470];
  const p = prism(300, 190, 560, 440, 0.12, vp);
  const floors = 8;
  const body = subQuad(p.front, 0, 0.08, 1, 1);
  const balcony = (i: number): string => {
    const v0 = (i * 1) / floors;
    const v1 = (i + 1) / floors;
    const slabY = bilerp(body, 0, v1)[1];
    return [0, 1, 2]
      .map((b) => {
        const u0 = 0.04 + b * 0.32;
        const x0 = bilerp(body, u0, 0)[0];
        const x1 = bilerp(body, u0 + 0.28, 0)[0];
        return (
          poly(subQuad(body, u0, v0 + 0.02, u0 + 0.28, v1), '#d9ccb6') +
          poly(subQuad(body, u0 + 0.03, v0 + 0.04, u0 + 0.25, v1), url('glass')) +
          ribs(subQuad(body, u0 + 0.03, v0 + 0.04, u0 + 0.25, v1), 3, '#ffffff', 2) +
          rect(x0 - 8, slabY - 26, x1 - x0 + 16, 24, '#bfe6ef', 'opacity="0.5"') +
          rect(x0 - 8, slabY - 27, x1 - x0 + 16, 3, '#ffffff') +
          rect(x0 - 10, slabY - 2, x1 - x0 + 20, 9, '#ffffff') +
          rect(x0 - 10, slabY + 7, x1 - x0 + 20, 6, '#6d6354', 'opacity="0.18"')
        );
      })
      .join('');
  };
  return doc(
    [sky('bright')],
    [
      linear('sea', [
        [0, '#1f8fb8'],
        [1, '#5fc6d8'],
      ]),
      linear('sand', [
        [0, '#efdcb3'],
        [1, '#dcc391'],
      ]),
      linear(
        'cream',
        [
          [0, '#fbf6ec'],
          [1, '#efe5d4'],
        ],
        [0, 0, 1, 1]
      ),
      linear('pool', [
        [0, '#63d2e4'],
        [1, '#2ba7c7'],
      ]),
      linear('farHill', [
        [0, '#6f9aa6'],
        [1, '#9cbcc3'],
      ]),
      linear('lawn', [
        [0, '#a5cb6f'],
        [1, '#7fae52'],
      ]),
    ],
    [
      sun(1030, 120, 34),
      cloud(260, 130, 0.9),
      cloud(700, 80, 0.7),
      ridge(440, 45, 0.4, url('farHill'), 0.8),
      rect(0, 470, 1200, 60, url('sea')),
      rect(0, 470, 1200, 3, '#e6f6fa', 'opacity="0.7"'),
      ...[120, 420, 760, 1050].map((x, i) => rect(x, 490 + (i % 2) * 18, 90, 2, '#e6f6fa', 'opacity="0.6"')),
      rect(0, 528, 1200, 272, url('sand')),
      path('M-10,575 C300,560 900,565 1210,570 L1210,800 L-10,800Z', url('lawn')),
      grass(580, 800, 200, '#4f7f32', 13),
      baseShadow(p, 30),
      p.side
        ? poly(p.side, '#d8cbb4') +
          windows(
            subQuad(p.side, 0, 0.08, 1, 1),
            { cols: 2, rows: floors, my: 0.02 },
            url('glassSide'),
            '#e9e0d0'
          )
        : '',
      poly(p.front, url('cream')),
      Array.from({ length: floors }, (_, i) => balcony(i)).join(''),
      rect(290, 180, 580, 16, '#ffffff'),
      ...[0, 1, 2, 3, 4, 5].map((i) => rect(330 + i * 96, 150, 8, 32, '#b68a5e')),
      rect(320, 146, 500, 8, '#c79b6b'),
      poly(
        [
          [420, 800],
          [1000, 800],
          [900, 690],
          [520, 690],
        ],
        '#ece5d6'
      ),
      poly(
        [
          [480, 780],
          [930, 780],
          [860, 705],
          [545, 705],
        ],
        url('pool')
      ),
      path(
        'M560,730 q30,-8 60,0 t60,0 t60,0 t60,0',
        'none',
        'stroke="#e8fbff" stroke-width="3" opacity="0.7"'
      ),
      palm(180, 700, 430, -30),
      palm(1000, 690, 360, 30),
      palm(1120, 730, 470, 12),
      palm(70, 770, 330, 20),
      bush(300, 690, 1.2, 'green', '#f25f8a'),
      bush(880, 680, 1, 'olive', '#ffb347'),
    ]
  );
};

// ---- Houses ------------------------------------------------------------------------------------------------------

/** A roof with its ridge parallel to the front: front slope, gable wall and rake on the visible side. */
const gableRoof = (
  x: number,
  y: number,
  w: number,
  depth: number,
  rise: number,
  overhang: number,
  vp: Pt
) => {
  const lift = (p: Pt): Pt => [p[0], p[1] - rise * (1 - depth / 2)];
  const eaveL: Pt = [x - overhang, y + 6];
  const eaveR: Pt = [x + w + overhang, y + 6];
  const ridgeL = lift(mix([x - overhang, y], vp, depth / 2));
  const ridgeR = lift(mix([x + w + overhang, y], vp, depth / 2));
  const slope: Quad = [ridgeL, ridgeR, eaveR, eaveL];
  const gable: Pt[] = [[x + w, y], lift(mix([x + w, y], vp, depth / 2)), mix([x + w, y], vp, depth)];
  const backEave = mix([x + w + overhang, y + 6], vp, depth);
  const rake = `M${eaveR[0]},${eaveR[1]}L${ridgeR[0]},${ridgeR[1]}L${backEave[0]},${backEave[1]}`;
  return { slope, gable, rake };
};

const houseFamily = (): string => {
  const vp: Pt = [1450, 470];
  const main = prism(360, 330, 420, 300, 0.2, vp);
  const roof = gableRoof(360, 330, 420, 0.2, 120, 24, vp);
  const upper: Grid = { cols: 3, rows: 1, mx: 0.08, my: 0.12, gx: 0.45, gy: 0.3 };
  return doc(
    [sky('day'), andes(320, 430, 5.1)],
    [
      linear(
        'wall',
        [
          [0, '#f7ecd8'],
          [1, '#e9d9bd'],
        ],
        [0, 0, 1, 1]
      ),
      linear('roof', [
        [0, '#6b4f45'],
        [1, '#4a3731'],
      ]),
      linear('lawn', [
        [0, '#8dbd5f'],
        [1, '#5a9140'],
      ]),
    ],
    [
      cloud(200, 110, 1),
      cloud(900, 150, 0.8),
      rect(0, 520, 1200, 280, url('lawn')),
      grass(540, 800, 240, '#3c6d2b', 3),
      groundShadow([
        [140, 628],
        [900, 628],
        [980, 668],
        [180, 668],
      ]),
      rect(150, 470, 210, 160, url('wall')),
      rect(170, 510, 170, 120, '#d9d2c8'),
      ...Array.from({ length: 6 }, (_, i) => rect(170, 515 + i * 19, 170, 3, '#bdb3a6')),
      poly(
        [
          [150, 470],
          [360, 470],
          [255, 412],
        ],
        '#efe2ca'
      ),
      path(
        'M130,474 L255,398 L380,474',
        'none',
        'stroke="#4a3731" stroke-width="12" stroke-linejoin="round"'
      ),
      main.side
        ? poly(main.side, '#dccaa9') +
          windows(
            subQuad(main.side, 0, 0.1, 1, 0.45),
            { cols: 1, rows: 1, gx: 0.5, gy: 0.3 },
            url('glassSide'),
            '#e6dccb'
          )
        : '',
      poly(roof.gable, '#dccaa9'),
      poly(roof.gable, '#3b2c27', 'opacity="0.15"'),
      poly(main.front, url('wall')),
      rect(360, 580, 420, 50, '#b7664a'),
      ...Array.from({ length: 4 }, (_, i) => rect(360, 590 + i * 10, 420, 1.5, '#9c543b')),
      windows(subQuad(main.front, 0, 0, 1, 0.48), upper),
      rect(380, 470, 110, 110, url('glass')) + ribs(rectQuad(380, 470, 110, 110), 2, '#ffffff', 4),
      rect(376, 464, 118, 6, '#ffffff'),
      rect(650, 470, 110, 110, url('glass')) + ribs(rectQuad(650, 470, 110, 110), 2, '#ffffff', 4),
      rect(646, 464, 118, 6, '#ffffff'),
      rect(540, 500, 70, 130, '#7a4b2f'),
      rect(548, 510, 54, 50, '#8b5a3a'),
      circle(598, 568, 3.5, '#e8c36a'),
      poly(
        [
          [520, 480],
          [630, 480],
          [640, 500],
          [510, 500],
        ],
        '#4a3731'
      ),
      path(roof.rake, 'none', 'stroke="#3b2c27" stroke-width="10" stroke-linejoin="round"'),
      poly(roof.slope, url('roof')),
      ribs(roof.slope, 30, '#2e221e', 1.2, 'opacity="0.35"'),
      bands(roof.slope, 5, 0.02, '#7d6257', 'opacity="0.5"'),
      rect(700, 200, 34, 64, '#a65a3f'),
      rect(696, 196, 42, 8, '#8a4a33'),
      poly(
        [
          [545, 800],
          [625, 800],
          [606, 632],
          [554, 632],
        ],
        '#d8cfc0'
      ),
      rect(780, 640, 420, 10, '#ffffff'),
      ...Array.from({ length: 12 }, (_, i) => rect(790 + i * 34, 604, 8, 40, '#ffffff')),
      rect(780, 618, 420, 6, '#ffffff'),
      tree(60, 630, 1.5, 'deep'),
      tree(1070, 650, 1.6),
      bush(430, 660, 1.2, 'green', '#e9546b'),
      bush(715, 662, 1.1, 'green', '#ffd166'),
      bush(250, 700, 1.3, 'olive', '#f4a3c0'),
      cypress(895, 625, 1.1),
    ]
  );
};

const houseFinca = (): string => {
  const vp: Pt = [1500, 440];
  const wall = prism(230, 470, 660, 170, 0.16, vp);
  const roof = gableRoof(230, 455, 660, 0.16, 110, 60, vp);
  const columns = Array.from({ length: 7 }, (_, i) => 200 + i * 120);
  // Coffee grows in contour rows on the slopes of the Eje Cafetero.
  const coffee = Array.from({ length: 6 }, (_, r) =>
    Array.from({ length: 40 }, (_, i) => {
      const x = i * 32 + (r % 2) * 16 - 10;
      const y = ridgeY(x, 470, 40, 0.7, 0.9) + 14 + r * 13;
      return circle(x, y, 6 + r * 0.6, r % 2 ? '#2f6a34' : '#3d7a3c');
    }).join('')
  ).join('');
  return doc(
    [sky('golden')],
    [
      linear('far', [
        [0, '#7f9f8c'],
        [1, '#a9bfa6'],
      ]),
      linear('mid', [
        [0, '#5d9150'],
        [1, '#86ad62'],
      ]),
      linear('near', [
        [0, '#79ad52'],
        [1, '#5a8f3c'],
      ]),
      linear('tile', [
        [0, '#c45a3c'],
        [1, '#93391f'],
      ]),
      linear('lime', [
        [0, '#fbf7ee'],
        [1, '#ece2d0'],
      ]),
    ],
    [
      sun(190, 170, 30),
      cloud(760, 110, 0.9),
      ridge(360, 70, 2.2, url('far'), 1.2),
      ridge(470, 40, 0.7, url('mid'), 0.9),
      coffee,
      rect(0, 555, 1200, 245, url('near')),
      grass(570, 800, 260, '#3b6b2a', 9),
      palm(1020, 575, 440, 10, {
        trunk: '#c9c3b6',
        leaves: '#4c8c49',
        crown: 0.45,
        width: 0.55,
        nuts: false,
      }),
      palm(1120, 585, 500, -8, { trunk: '#c9c3b6', leaves: '#4c8c49', crown: 0.4, width: 0.55, nuts: false }),
      groundShadow([
        [190, 645],
        [960, 645],
        [1020, 685],
        [230, 685],
      ]),
      wall.side ? poly(wall.side, '#e0d5c0') : '',
      poly(roof.gable, '#e0d5c0'),
      poly(wall.front, url('lime')),
      rect(230, 470, 660, 40, '#3b2a20', 'opacity="0.25"'),
      ...[300, 470, 640, 790].map(
        (x, i) =>
          (i === 1
            ? rect(x - 5, 514, 70, 126, '#2f6f57') +
              rect(x + 2, 520, 26, 114, '#3f876b') +
              rect(x + 32, 520, 26, 114, '#3f876b')
            : rect(x - 5, 524, 70, 80, '#2f6f57') +
              rect(x + 2, 530, 26, 68, url('glassWarm')) +
              rect(x + 32, 530, 26, 68, url('glassWarm'))) + rect(x - 10, 506, 80, 8, '#2f6f57')
      ),
      rect(230, 600, 660, 40, '#2f6f57', 'opacity="0.18"'),
      rect(180, 636, 760, 14, '#b5603f'),
      rect(170, 648, 780, 8, '#8f4a31'),
      ...columns.map(
        (x) =>
          rect(x, 452, 12, 186, '#7a5233') +
          rect(x + 8, 452, 4, 186, '#5e3e27') +
          rect(x - 4, 630, 20, 8, '#5e3e27')
      ),
      ...columns
        .slice(1, -1)
        .map(
          (x) => line([x + 6, 462], [x + 6, 482], '#5e3e27', 1.5) + bush(x + 6, 500, 0.45, 'green', '#e63946')
        ),
      rect(170, 448, 790, 10, '#6b4a30'),
      path(roof.rake, 'none', 'stroke="#6f2814" stroke-width="10" stroke-linejoin="round"'),
      poly(roof.slope, url('tile')),
      ribs(roof.slope, 64, '#6f2814', 2, 'opacity="0.45"'),
      bands(roof.slope, 7, 0.025, '#e07a58', 'opacity="0.45"'),
      poly(
        [
          [520, 800],
          [660, 800],
          [600, 656],
          [560, 656],
        ],
        '#c9b79a'
      ),
      bush(150, 700, 1.4, 'green', '#ff7aa2'),
      bush(800, 705, 1.3, 'olive', '#ffd23f'),
      bush(400, 720, 1.1, 'green', '#ff6b6b'),
      banana(40, 780, 1.4),
      banana(1110, 760, 1.2),
      tree(960, 760, 1.1, 'deep'),
    ]
  );
};

const houseModern = (): string => {
  const vp: Pt = [1500, 460];
  const ground = prism(230, 470, 560, 170, 0.18, vp);
  const upper = prism(430, 334, 560, 136, 0.18, vp);
  const slab = (x: number, y: number, w: number): string => {
    const p = prism(x, y, w, 13, 0.19, vp);
    return (p.side ? poly(p.side, '#d9d4cc') : '') + poly(p.front, '#ffffff');
  };
  return doc(
    [sky('golden'), andes(340, 450, 6.3)],
    [
      linear('wood', [
        [0, '#b57a48'],
        [1, '#8e5a31'],
      ]),
      linear('lawn', [
        [0, '#7fb35b'],
        [1, '#4f8639'],
      ]),
      linear('pool', [
        [0, '#6fd6e6'],
        [1, '#2a9dc0'],
      ]),
      linear(
        'white',
        [
          [0, '#ffffff'],
          [1, '#e7e3dc'],
        ],
        [0, 0, 1, 1]
      ),
    ],
    [
      sun(170, 260, 26),
      cloud(760, 110, 1),
      rect(0, 520, 1200, 280, url('lawn')),
      grass(540, 800, 200, '#35652a', 4),
      groundShadow([
        [220, 640],
        [1010, 640],
        [1060, 690],
        [260, 690],
      ]),
      ground.side ? poly(ground.side, '#cfc8bd') : '',
      poly(ground.front, url('white')),
      rect(250, 490, 300, 150, url('glassWarm')),
      ribs(rectQuad(250, 490, 300, 150), 4, '#2f2f33', 3),
      rect(590, 490, 180, 150, '#3a3d42'),
      rect(610, 510, 60, 130, '#7b5236'),
      rect(690, 510, 60, 100, url('glassWarm')),
      upper.side ? poly(upper.side, '#7f5330') + ribs(upper.side, 8, '#5f3c22', 2) : '',
      poly(upper.front, url('wood')),
      ribs(upper.front, 40, '#6e4526', 1.5, 'opacity="0.6"'),
      rect(470, 354, 300, 96, url('glass')),
      ribs(rectQuad(470, 354, 300, 96), 3, '#2f2f33', 3),
      rect(800, 354, 160, 96, url('glassWarm')),
      rect(972, 470, 8, 170, '#3a3d42'),
      slab(420, 322, 580),
      slab(220, 460, 580),
      rect(230, 436, 200, 24, '#cfe6ef', 'opacity="0.5"') + rect(230, 434, 200, 3, '#ffffff'),
      poly(
        [
          [300, 800],
          [1050, 800],
          [960, 690],
          [380, 690],
        ],
        '#e6e0d5'
      ),
      poly(
        [
          [360, 785],
          [1000, 785],
          [925, 705],
          [420, 705],
        ],
        url('pool')
      ),
      path(
        'M450,735 q30,-8 60,0 t60,0 t60,0 t60,0 t60,0',
        'none',
        'stroke="#e8fbff" stroke-width="3" opacity="0.7"'
      ),
      tree(110, 650, 1.6, 'deep'),
      cypress(1080, 650, 1.3),
      cypress(1140, 660, 1.1),
      bush(260, 662, 1, 'olive'),
      bush(850, 664, 1.1, 'green', '#ffffff'),
    ]
  );
};

// ---- Offices -----------------------------------------------------------------------------------------------------

const officeGlass = (): string => {
  const vp: Pt = [1550, 500];
  const tower = prism(420, 50, 330, 620, 0.15, vp);
  const curtain = (q: Quad, fill: string, mullion: string): string =>
    poly(q, fill) +
    bands(q, 24, 0.012, shade(mullion, -0.5), 'opacity="0.55"') +
    ribs(q, 9, mullion, 2, 'opacity="0.8"');
  const planter = (x: number, w: number): string => {
    const p = prism(x, 730, w, 26, 0.05, vp);
    return (
      (p.top ? poly(p.top, '#4f7a3a') : '') +
      (p.side ? poly(p.side, '#7a7266') : '') +
      poly(p.front, '#948b7e') +
      bush(x + w / 2, 736, 1, 'green')
    );
  };
  return doc(
    [sky('day')],
    [
      linear(
        'curtain',
        [
          [0, '#a9cde6'],
          [0.5, '#5e93bd'],
          [1, '#2f5c84'],
        ],
        [0, 0, 0.4, 1]
      ),
      linear('curtainSide', [
        [0, '#6d8fa8'],
        [1, '#223f58'],
      ]),
      linear(
        'reflect',
        [
          [0, '#ffffff', 0.45],
          [1, '#ffffff', 0],
        ],
        [0, 0, 1, 0.6]
      ),
      linear('plaza', [
        [0, '#ddd8cf'],
        [1, '#b9b2a6'],
      ]),
      linear('far', [
        [0, '#9cb3c0'],
        [1, '#c5d4da'],
      ]),
    ],
    [
      cloud(200, 160, 1),
      cloud(1000, 90, 0.9),
      ridge(430, 40, 1.7, url('far'), 1),
      distantCity(540, 3, '#a7b4bd', 120),
      block([40, 300, 170, 240], 0.07, vp, { wall: '#b8c6cf', side: '#95a7b3', frame: '#d6dee3' }, 8, [3, 2]),
      block(
        [920, 320, 190, 220],
        0.07,
        vp,
        { wall: '#c9c2b6', side: '#a89f92', frame: '#e6e0d6' },
        7,
        [4, 2]
      ),
      rect(0, 540, 1200, 260, url('plaza')),
      ...Array.from({ length: 14 }, (_, i) =>
        line(
          [i * 100 - 50, 540],
          [vp[0] + (i * 100 - 50 - vp[0]) * 6, 800 + 1400],
          '#a39b8e',
          1,
          'opacity="0.5"'
        )
      ),
      ...[580, 630, 700].map((y) => line([0, y], [1200, y], '#a39b8e', 1, 'opacity="0.5"')),
      baseShadow(tower, 34),
      tower.side ? curtain(tower.side, url('curtainSide'), '#9fb5c6') : '',
      curtain(tower.front, url('curtain'), '#d9e6ef'),
      poly(
        [
          [420, 50],
          [600, 50],
          [420, 330],
        ],
        url('reflect')
      ),
      poly(
        [
          [560, 670],
          [750, 420],
          [750, 540],
          [660, 670],
        ],
        '#ffffff',
        'opacity="0.12"'
      ),
      rect(410, 36, 350, 16, '#dfe6eb'),
      rect(520, 14, 140, 22, '#b9c5ce'),
      rect(520, 600, 130, 70, '#2c4a63'),
      rect(530, 608, 110, 62, url('glassWarm')),
      line([585, 608], [585, 670], '#2c4a63', 3),
      rect(490, 588, 190, 12, '#e9eef1'),
      tree(280, 700, 1.3),
      tree(920, 705, 1.4, 'olive'),
      lamp(360, 720, 110),
      lamp(800, 720, 110),
      planter(60, 200),
      planter(400, 200),
      planter(740, 200),
      planter(1060, 200),
    ]
  );
};

const parkingRow = (y: number, xs: readonly number[], s: number, seed: number): string => {
  const colors = ['#c0392b', '#ecf0f1', '#2c3e50', '#7f8c8d', '#2e86c1', '#f1c40f', '#ecf0f1', '#8e44ad'];
  return xs.map((x, i) => carFront(x, y, s, colors[(i + seed) % colors.length] ?? '#888')).join('');
};
/** Stall lines converging on the vanishing point, between two depths of the lot. */
const stalls = (vp: Pt, y0: number, y1: number, xs: readonly number[]): string =>
  xs.map((x) => line(mix([x, y1], vp, (y1 - y0) / (y1 - vp[1])), [x, y1], '#f4f4f0', 3)).join('') +
  line([0, y0], [1200, y0], '#f4f4f0', 3);

const officePark = (): string => {
  const vp: Pt = [600, 250];
  const strip = (x: number, y: number, w: number, h: number, floors: number, depth: number): string => {
    const p = prism(x, y, w, h, depth, vp);
    const glassRows = (q: Quad, fill: string): string =>
      cells(q, { cols: 1, rows: floors, mx: 0.03, my: 0.06, gx: 0, gy: 0.42 })
        .map((c) => poly(c, fill) + ribs(c, Math.round(w / 40), '#4b5a66', 2))
        .join('');
    let out = p.side ? poly(p.side, '#c9cfd3') + glassRows(p.side, url('glassSide')) : '';
    out += poly(p.front, '#f1f2f1') + glassRows(p.front, url('glass'));
    if (p.top) {
      out += poly(p.top, '#aeb5ba') + poly(subQuad(p.top, 0.02, 0.04, 0.98, 0.96), '#c3c9cd');
      out += [0.25, 0.6]
        .map((u) => {
          const [bx, by] = bilerp(p.top as Quad, u, 0.5);
          const unit = prism(bx - 20, by - 14, 40, 14, 0.08, vp);
          return (
            (unit.top ? poly(unit.top, '#e3e6e8') : '') +
            (unit.side ? poly(unit.side, '#8f989e') : '') +
            poly(unit.front, '#a9b1b6')
          );
        })
        .join('');
    }
    return out;
  };
  return doc(
    [sky('day'), andes(180, 235, 0.3)],
    [
      linear('lawn', [
        [0, '#7fb35a'],
        [1, '#66a048'],
      ]),
      linear('asphalt', [
        [0, '#7b7f86'],
        [1, '#5a5e65'],
      ]),
    ],
    [
      cloud(300, 70, 0.9),
      cloud(950, 100, 0.7),
      rect(0, 250, 1200, 550, url('lawn')),
      grass(260, 600, 180, '#3f6f2e', 8),
      ...[40, 150, 1060, 1150].map((x) => tree(x, 300, 0.5, 'deep')),
      groundShadow([
        [40, 430],
        [390, 430],
        [420, 450],
        [60, 455],
      ]),
      groundShadow([
        [810, 430],
        [1170, 430],
        [1180, 455],
        [830, 450],
      ]),
      strip(40, 300, 330, 130, 3, 0.28),
      strip(830, 300, 330, 130, 3, 0.28),
      groundShadow([
        [380, 520],
        [820, 520],
        [850, 545],
        [360, 545],
      ]),
      strip(380, 350, 440, 170, 4, 0.3),
      rect(560, 470, 80, 50, '#3b4b57'),
      rect(566, 476, 68, 44, url('glassWarm')),
      rect(540, 460, 120, 12, '#ffffff'),
      poly(
        [
          [560, 520],
          [640, 520],
          [700, 590],
          [500, 590],
        ],
        '#d9d4ca'
      ),
      ...[80, 290, 480, 720, 910, 1120].map((x, i) => tree(x, 575, 0.85, i % 2 ? 'olive' : 'green')),
      rect(0, 590, 1200, 14, '#cfcac2'),
      rect(0, 604, 1200, 196, url('asphalt')),
      stalls(vp, 620, 800, [10, 160, 310, 460, 740, 890, 1040, 1190]),
      parkingRow(700, [85, 235, 385, 815, 965], 1.05, 0),
      parkingRow(800, [90, 400, 810, 1115], 1.3, 3),
    ]
  );
};

// ---- Commercial --------------------------------------------------------------------------------------------------

/** A striped shop awning with a scalloped valance. */
const awning = (x: number, y: number, w: number, color: string): string => {
  const stripes = Math.round(w / 24);
  const sw = w / stripes;
  const at = (px: number): number => x - 14 + ((px - x) / w) * (w + 28);
  let out = poly(
    [
      [x, y],
      [x + w, y],
      [x + w + 14, y + 46],
      [x - 14, y + 46],
    ],
    '#ffffff'
  );
  for (let i = 0; i < stripes; i += 2) {
    const a = x + i * sw;
    out += poly(
      [
        [a, y],
        [a + sw, y],
        [at(a + sw), y + 46],
        [at(a), y + 46],
      ],
      color
    );
  }
  const scallop = (w + 28) / stripes;
  out += Array.from({ length: stripes }, (_, i) =>
    path(`M${x - 14 + i * scallop},${y + 46}a${scallop / 2},9 0 0 0 ${scallop},0Z`, i % 2 ? '#ffffff' : color)
  ).join('');
  return out + rect(x - 14, y + 46, w + 28, 3, '#000000', 'opacity="0.12"');
};

const commercialStreet = (): string => {
  const shops: readonly [number, number, number, string, string][] = [
    [0, 170, 330, '#e4b66a', '#c0392b'],
    [330, 230, 290, '#f3e9d8', '#1f7a5c'],
    [620, 200, 300, '#c9694a', '#2e5f9e'],
    [920, 250, 280, '#9fc2b3', '#e08e2b'],
  ];
  const front = ([x, top, w, wall, accent]: (typeof shops)[number], i: number): string => {
    const floors = Math.round((560 - top - 40) / 110);
    const upper = rectQuad(x, top + 20, w, 560 - top - 40);
    let out = rect(x, top, w, 640 - top, wall);
    out += rect(x - 4, top, w + 8, 14, shade(wall, -0.18));
    out += windows(
      upper,
      { cols: 3, rows: floors, mx: 0.08, my: 0.04, gx: 0.45, gy: 0.3 },
      url('glass'),
      '#ffffff'
    );
    // Wrought-iron balconies on the first floor of every other building, as in Colombian town centres.
    if (i % 2 === 0) {
      out += cells(upper, { cols: 3, rows: floors, mx: 0.08, my: 0.04, gx: 0.45, gy: 0.3 })
        .slice(-3)
        .map(
          ([, , br, bl]) =>
            rect(bl[0] - 8, br[1] - 26, br[0] - bl[0] + 16, 26, 'none', 'stroke="#2f3237" stroke-width="3"') +
            ribs(rectQuad(bl[0] - 8, br[1] - 26, br[0] - bl[0] + 16, 26), 7, '#2f3237', 1.5) +
            bush((bl[0] + br[0]) / 2, br[1] - 26, 0.35, 'green', '#ff6b9a')
        )
        .join('');
    }
    out += rect(x + 8, 540, w - 16, 100, '#3a3f45');
    out += rect(x + 20, 560, w * 0.55, 80, url('glassWarm'));
    out += rect(x + 26 + w * 0.55, 556, w * 0.3, 84, shade(accent, -0.2));
    out += rect(x + 32 + w * 0.55, 564, w * 0.3 - 12, 76, url('glass'));
    out += rect(x + 8, 520, w - 16, 20, accent);
    out += circle(x + 30, 530, 6, '#ffffff') + rect(x + 44, 527, w * 0.35, 6, '#ffffff', 'opacity="0.85"');
    out += awning(x + 24, 540, w * 0.55 + 10, accent);
    out += [0.2, 0.5, 0.8]
      .map((u) => rect(x + 20 + w * 0.55 * u - 12, 612, 24, 18, shade(accent, 0.3)))
      .join('');
    return out;
  };
  const shadowLines = shops
    .slice(1)
    .map(([x, top], i) =>
      rect(x - 3, Math.max(top, shops[i]?.[1] ?? top), 6, 640, '#000000', 'opacity="0.12"')
    );
  return doc(
    [sky('day')],
    [
      linear('sidewalk', [
        [0, '#d9d3c8'],
        [1, '#c2bbae'],
      ]),
      linear('road', [
        [0, '#62666d'],
        [1, '#4e5258'],
      ]),
    ],
    [
      cloud(250, 90, 0.9),
      cloud(860, 70, 0.7),
      ...shops.map(front),
      ...shadowLines,
      rect(0, 640, 1200, 70, url('sidewalk')),
      ...Array.from({ length: 16 }, (_, i) => line([i * 80, 640], [i * 80 - 20, 710], '#b3ab9e', 1.5)),
      rect(0, 706, 1200, 8, '#a39c90'),
      rect(0, 714, 1200, 86, url('road')),
      ...Array.from({ length: 8 }, (_, i) => rect(i * 170 + 30, 760, 90, 6, '#f1eee6')),
      lamp(300, 690, 200),
      lamp(900, 690, 200),
      tree(600, 700, 1.1),
      ...[170, 760, 1080].map(
        (x) => rect(x - 16, 664, 32, 28, '#8a5a3c') + bush(x, 666, 0.7, 'green', '#ff6b9a')
      ),
      rect(420, 668, 110, 8, '#6b4a34') +
        rect(426, 676, 6, 16, '#3b4148') +
        rect(518, 676, 6, 16, '#3b4148') +
        rect(420, 650, 110, 6, '#6b4a34'),
    ]
  );
};

const commercialMall = (): string => {
  const vp: Pt = [600, 290];
  const wingL = prism(60, 360, 390, 190, 0.22, vp);
  const wingR = prism(750, 360, 390, 190, 0.22, vp);
  const atrium = prism(440, 270, 320, 280, 0.2, vp);
  const colors = ['#e74c3c', '#2e86c1', '#f39c12', '#27ae60'];
  const signs = (q: Quad, seed: number): string =>
    [0, 1]
      .map(
        (i) =>
          poly(subQuad(q, 0.1 + i * 0.45, 0.1, 0.45 + i * 0.45, 0.3), colors[(seed + i) % 4] ?? '#888') +
          poly(subQuad(q, 0.14 + i * 0.45, 0.15, 0.21 + i * 0.45, 0.25), '#ffffff')
      )
      .join('');
  const wing = (w: Prism, i: number): string =>
    (w.side ? poly(w.side, '#cbc2b4') : '') +
    (w.top ? poly(w.top, '#a9a297') + poly(subQuad(w.top, 0.03, 0.05, 0.97, 0.95), '#bdb6aa') : '') +
    poly(w.front, url('panel')) +
    signs(w.front, i * 2) +
    poly(subQuad(w.front, 0.04, 0.45, 0.96, 1), url('glass')) +
    ribs(subQuad(w.front, 0.04, 0.45, 0.96, 1), 8, '#5c6b77', 2) +
    poly(subQuad(w.front, 0, 0.39, 1, 0.45), '#7f8c8d');
  return doc(
    [sky('bright')],
    [
      linear('panel', [
        [0, '#f4efe7'],
        [1, '#ddd5c8'],
      ]),
      linear('asphalt', [
        [0, '#80848b'],
        [1, '#5a5e65'],
      ]),
      linear('lawn', [
        [0, '#8cbd62'],
        [1, '#6fa34e'],
      ]),
      linear('far', [
        [0, '#8fb3a5'],
        [1, '#b5cbc0'],
      ]),
    ],
    [
      cloud(160, 90, 1),
      cloud(1000, 120, 0.9),
      ridge(270, 40, 2.8, url('far'), 1),
      rect(0, 285, 1200, 515, url('lawn')),
      ...[90, 200, 1000, 1110].map((x) => tree(x, 330, 0.5, 'deep')),
      groundShadow([
        [60, 548],
        [1140, 548],
        [1160, 585],
        [40, 585],
      ]),
      wing(wingL, 0),
      wing(wingR, 1),
      atrium.top ? poly(atrium.top, '#9fb6c7') : '',
      poly(atrium.front, url('glass')),
      ribs(atrium.front, 6, '#eef2f4', 3),
      bands(atrium.front, 5, 0.015, '#eef2f4'),
      poly(
        [
          [420, 272],
          [780, 272],
          [770, 250],
          [430, 250],
        ],
        '#f7f7f5'
      ),
      poly(
        [
          [480, 470],
          [720, 470],
          [745, 492],
          [455, 492],
        ],
        '#f7f7f5'
      ),
      rect(540, 492, 120, 58, '#2c3e50', 'opacity="0.75"'),
      ...[480, 520, 680, 720].map(
        (x, i) =>
          rect(x - 1.5, 380, 3, 170, '#9aa3ab') +
          poly(
            [
              [x + 1.5, 382],
              [x + 30, 388],
              [x + 1.5, 410],
            ],
            colors[i] ?? '#888'
          )
      ),
      rect(0, 550, 1200, 30, '#d4cec4'),
      ...[110, 350, 850, 1090].map((x, i) => tree(x, 568, 0.8, i % 2 ? 'olive' : 'green')),
      rect(0, 580, 1200, 220, url('asphalt')),
      stalls(vp, 610, 800, [20, 170, 320, 470, 730, 880, 1030, 1180]),
      parkingRow(700, [95, 245, 395, 805, 1105], 1.05, 1),
      parkingRow(800, [100, 415, 790, 1100], 1.3, 4),
      lamp(600, 720, 150),
    ]
  );
};

// ---- Land --------------------------------------------------------------------------------------------------------

const fencePosts = (from: Pt, to: Pt, count: number, h0: number, h1: number): string => {
  let out = '';
  for (let i = 0; i < count; i++) {
    const t = i / (count - 1);
    const [x, y] = mix(from, to, t);
    const h = lerp(h0, h1, t);
    const w = Math.max(3, h / 14);
    out += rect(x - w / 2, y - h, w, h, '#6d4c33') + rect(x - w / 2, y - h, w / 3, h, '#8c6a4c');
  }
  return (
    out +
    [0.12, 0.42, 0.72]
      .map((k) =>
        line(
          [from[0], from[1] - h0 * (1 - k)],
          [to[0], to[1] - h1 * (1 - k)],
          '#4e4843',
          Math.max(1.2, h0 / 90),
          'opacity="0.8"'
        )
      )
      .join('')
  );
};

const landHills = (): string =>
  doc(
    [sky('day')],
    [
      linear('haze', [
        [0, '#9bb5c2'],
        [1, '#c4d6da'],
      ]),
      linear('far', [
        [0, '#6f978f'],
        [1, '#a3c0b3'],
      ]),
      linear('mid', [
        [0, '#4f8a4c'],
        [1, '#77a961'],
      ]),
      linear('near', [
        [0, '#72aa4d'],
        [1, '#94c265'],
      ]),
      linear('lot', [
        [0, '#9cc46a'],
        [1, '#6c9d45'],
      ]),
    ],
    [
      cloud(220, 120, 1.1),
      cloud(760, 70, 0.8),
      cloud(1060, 160, 0.7),
      ridge(260, 90, 3.1, url('haze'), 1.6),
      ridge(320, 80, 4.4, url('far'), 1.3),
      ridge(410, 55, 1.1, url('mid'), 1),
      ...[130, 230, 330, 690, 980, 1070].map((x, i) =>
        tree(x, ridgeY(x, 410, 55, 1.1, 1) + 18, 0.4 + (i % 2) * 0.08, 'deep')
      ),
      ridge(490, 30, 2.5, url('near'), 0.7),
      ...[560, 620, 880].map((x) => tree(x, ridgeY(x, 490, 30, 2.5, 0.7) + 14, 0.55, 'green')),
      path('M-10,560 C300,520 700,540 1210,505 L1210,800 L-10,800Z', url('lot')),
      grass(540, 800, 500, '#3c6a2a', 17),
      fencePosts([40, 795], [520, 562], 12, 150, 42),
      fencePosts([600, 558], [1180, 534], 12, 44, 56),
      rect(520, 536, 80, 4, '#8c6a4c') +
        rect(520, 550, 80, 4, '#8c6a4c') +
        line([520, 554], [600, 536], '#8c6a4c', 3),
      tree(860, 565, 1.5),
      bush(380, 700, 1.1, 'green', '#fff176'),
      bush(1080, 660, 1, 'olive', '#ffffff'),
    ]
  );

const landSurvey = (): string => {
  const corners: Quad = [
    [560, 470],
    [980, 474],
    [1160, 740],
    [400, 730],
  ];
  const stake = ([x, y]: Pt, s: number): string =>
    ellipse(x + 4 * s, y, 8 * s, 2 * s, url('shadow')) +
    rect(x - 3 * s, y - 46 * s, 6 * s, 46 * s, '#d8aa6b') +
    rect(x - 3 * s, y - 46 * s, 2 * s, 46 * s, '#f0c98f') +
    poly(
      [
        [x + 3 * s, y - 46 * s],
        [x + 26 * s, y - 39 * s],
        [x + 3 * s, y - 31 * s],
      ],
      '#ff6b1a'
    );
  const scale = (p: Pt): number => 0.55 + ((p[1] - 460) / 280) * 0.75;
  const edgeStakes = [0, 1, 2, 3].flatMap((i) =>
    [0, 0.5].map((t) => mix(corners[i] as Pt, corners[(i + 1) % 4] as Pt, t))
  );
  const roadAt = (t: number, side: number): Pt => [
    lerp(318 + side * 8, 60 + side * 300, t),
    lerp(400, 800, t),
  ];
  return doc(
    [sky('bright')],
    [
      linear('far', [
        [0, '#7f9ea6'],
        [1, '#abc3c4'],
      ]),
      linear('field', [
        [0, '#c2bf77'],
        [1, '#a3a056'],
      ]),
      linear('soil', [
        [0, '#cfa978'],
        [1, '#b08757'],
      ]),
      linear('road', [
        [0, '#707379'],
        [1, '#4f5258'],
      ]),
    ],
    [
      sun(980, 110, 28),
      cloud(300, 110, 0.9),
      cloud(700, 170, 0.6),
      ridge(370, 40, 3.3, url('far'), 0.8),
      rect(0, 400, 1200, 400, url('field')),
      ...[80, 140, 470, 1100, 1160].map((x, i) => tree(x, 412, 0.35 + (i % 2) * 0.05, 'olive')),
      grass(410, 800, 420, '#7a7a3a', 23),
      poly([roadAt(0, 0), roadAt(0, 1), roadAt(1, 1), roadAt(1, 0)], url('road')),
      line(roadAt(0, 0.06), roadAt(1, 0.06), '#f1eee6', 3),
      line(roadAt(0, 0.94), roadAt(1, 0.94), '#f1eee6', 3),
      ...Array.from({ length: 9 }, (_, i) => {
        const t0 = Math.pow(i / 9, 1.7);
        const t1 = Math.pow((i + 0.45) / 9, 1.7);
        return poly([roadAt(t0, 0.49), roadAt(t1, 0.49), roadAt(t1, 0.52), roadAt(t0, 0.52)], '#f4e08a');
      }),
      poly(corners, url('soil'), 'opacity="0.75"'),
      ...[0.3, 0.6].map((v) => poly(subQuad(corners, 0.1, v, 0.35, v + 0.08), '#b38c5c', 'opacity="0.5"')),
      ...corners.map((p, i) =>
        line(p, corners[(i + 1) % 4] as Pt, '#ff6b1a', 2).replace(
          '/>',
          ` transform="translate(0,${-14 * scale(p)})"/>`
        )
      ),
      ...edgeStakes.sort((a, b) => a[1] - b[1]).map((p) => stake(p, scale(p))),
      rect(1020, 470, 7, 80, '#5b5f66') + rect(1120, 470, 7, 80, '#5b5f66'),
      rect(1000, 420, 150, 80, '#1f7a5c') + rect(1010, 430, 130, 60, '#ffffff'),
      poly(
        [
          [1045, 478],
          [1075, 446],
          [1105, 478],
        ],
        '#1f7a5c'
      ) + rect(1055, 466, 40, 24, '#1f7a5c'),
    ]
  );
};

// ---- Interiors ---------------------------------------------------------------------------------------------------

type Room = {
  vp: Pt;
  back: Quad;
  floor: Quad;
  ceiling: Quad;
  left: Quad;
  right: Quad;
  floorAt: (u: number, d: number) => Pt;
};
/** A room seen from its open side: back wall (x0, y0)-(x1, y1) and the planes receding from it to the frame. */
const room = (x0: number, y0: number, x1: number, y1: number, vp: Pt): Room => {
  const out = (p: Pt, y: number): Pt => [vp[0] + ((p[0] - vp[0]) * (y - vp[1])) / (p[1] - vp[1]), y];
  const back = rectQuad(x0, y0, x1 - x0, y1 - y0);
  const [tl, tr, br, bl] = back;
  return {
    vp,
    back,
    floor: [bl, br, out(br, 800), out(bl, 800)],
    ceiling: [out(tl, 0), out(tr, 0), tr, tl],
    left: [out(tl, 0), tl, bl, out(bl, 800)],
    right: [tr, out(tr, 0), out(br, 800), br],
    floorAt: (u, d) => {
      const b: Pt = [x0 + (x1 - x0) * u, y1];
      return mix(b, out(b, 800), d);
    },
  };
};

type RoomColors = { back: string; left: string; right: string; floor: string; ceiling: string };
// The side walls are painted as the frame's halves first: their planes reach past the frame's corners.
const roomShell = (r: Room, c: RoomColors): string =>
  rect(0, 0, r.vp[0], 800, c.left) +
  rect(r.vp[0], 0, 1200 - r.vp[0], 800, c.right) +
  poly(r.ceiling, c.ceiling) +
  poly(r.back, c.back) +
  poly(r.floor, c.floor) +
  rect(r.back[3][0], r.back[3][1] - 8, r.back[2][0] - r.back[3][0], 8, '#ffffff', 'opacity="0.55"');

/** Lines on the floor (planks, tile joints), clipped to it so they never run up the walls. */
const floorLines = (r: Room, id: string, radial: number, across: readonly number[], color: string): string =>
  `<clipPath id="${id}">${poly(r.floor, '#000')}</clipPath><g clip-path="url(#${id})" opacity="0.35">` +
  Array.from({ length: radial + 1 }, (_, i) => {
    const u = -1.5 + (i * 4) / radial;
    return line(r.floorAt(u, 0), r.floorAt(u, 1), color, 1.5);
  }).join('') +
  across.map((d) => line(r.floorAt(-3, d), r.floorAt(4, d), color, 1.5)).join('') +
  `</g>`;

/** A view through a window: sky, hills and a strip of city, or office towers, then the frame and mullions. */
const windowView = (x: number, y: number, w: number, h: number, mullions: number, towers = false): string => {
  const rnd = random(x + y);
  let city = distantCity(760, 31, '#b98c79');
  if (towers) {
    city = '';
    for (let tx = -40; tx < 1240; tx += 90 + rnd() * 60) {
      const th = 200 + rnd() * 380;
      const tw = 70 + rnd() * 60;
      const tint = rnd() < 0.5 ? '#a9b9c6' : '#c0907a';
      city +=
        rect(tx, 800 - th, tw, th, tint) + rect(tx + tw * 0.7, 800 - th, tw * 0.3, th, shade(tint, -0.15));
      city += bands(
        rectQuad(tx + 6, 800 - th + 10, tw * 0.7 - 12, th),
        Math.round(th / 30),
        0.3,
        '#ffffff',
        'opacity="0.45"'
      );
    }
  }
  return (
    rect(x, y, w, h, url('viewSky')) +
    `<svg x="${x}" y="${y}" width="${w}" height="${h}" viewBox="0 0 1200 800" preserveAspectRatio="xMidYMax slice">` +
    ridge(430, 90, 1.7, '#8fae9f', 1.2) +
    ridge(560, 50, 3.1, '#6a9a66', 1) +
    city +
    `</svg>` +
    ribs(rectQuad(x, y, w, h), mullions, '#3a3d42', 6) +
    rect(x - 6, y - 6, w + 12, h + 12, 'none', 'stroke="#3a3d42" stroke-width="10"') +
    rect(x - 10, y + h + 4, w + 20, 8, '#f2eee8')
  );
};

/** A potted plant with broad leaves (monstera, rubber plant). */
const plant = (x: number, floorY: number, s: number): string =>
  ellipse(x + 8 * s, floorY, 40 * s, 7 * s, url('shadow')) +
  [
    [-150, 80, '#2f6f3b'],
    [-30, 80, '#2f6f3b'],
    [-120, 90, '#3f8a45'],
    [-60, 95, '#3f8a45'],
    [-95, 85, '#4f9a50'],
    [-165, 60, '#4f9a50'],
    [-15, 65, '#4f9a50'],
  ]
    .map(([deg, len, fill]) => leaf([x, floorY - 58 * s], Number(deg), Number(len) * s, 20 * s, String(fill)))
    .join('') +
  poly(
    [
      [x - 24 * s, floorY - 60 * s],
      [x + 24 * s, floorY - 60 * s],
      [x + 17 * s, floorY],
      [x - 17 * s, floorY],
    ],
    '#e3d2b8'
  ) +
  poly(
    [
      [x + 8 * s, floorY - 60 * s],
      [x + 24 * s, floorY - 60 * s],
      [x + 17 * s, floorY],
      [x + 6 * s, floorY],
    ],
    '#cdb99b'
  ) +
  rect(x - 25 * s, floorY - 64 * s, 50 * s, 7 * s, '#cbb393');

/** Draws a furniture box in the room's perspective. */
const furniture = (
  vp: Pt,
  [x, y, w, h]: readonly [number, number, number, number],
  depth: number,
  front: string,
  top: string,
  side: string
): string => {
  const p = prism(x, y, w, h, depth, vp);
  return (p.side ? poly(p.side, side) : '') + (p.top ? poly(p.top, top) : '') + poly(p.front, front);
};

const livingRoom = (): string => {
  const vp: Pt = [600, 400];
  const r = room(230, 130, 970, 560, vp);
  const box = (
    b: readonly [number, number, number, number],
    d: number,
    front: string,
    top: string,
    side: string
  ): string => furniture(vp, b, d, front, top, side);
  const rug: Quad = [
    r.floorAt(0.02, 0.12),
    r.floorAt(0.7, 0.12),
    r.floorAt(0.78, 0.6),
    r.floorAt(-0.08, 0.6),
  ];
  return doc(
    [],
    [
      linear('viewSky', [
        [0, '#7fb3e0'],
        [1, '#d8e9f3'],
      ]),
      linear(
        'wall',
        [
          [0, '#f3ece2'],
          [1, '#e8dfd1'],
        ],
        [0, 0, 1, 0]
      ),
      linear('floor', [
        [0, '#bd8f62'],
        [1, '#9a6b42'],
      ]),
      linear('sofa', [
        [0, '#6a8b9b'],
        [1, '#4f6d7c'],
      ]),
      radial('light', [
        [0, '#fff3d1', 0.7],
        [1, '#fff3d1', 0],
      ]),
    ],
    [
      roomShell(r, {
        back: url('wall'),
        left: '#e4d9c8',
        right: '#ece3d6',
        floor: url('floor'),
        ceiling: '#f8f4ee',
      }),
      floorLines(r, 'planks', 28, [], '#6e4a2c'),
      ...[0.3, 0.7].map((u) =>
        ellipse(bilerp(r.ceiling, u, 0.6)[0], bilerp(r.ceiling, u, 0.6)[1], 16, 4, '#fffbe8')
      ),
      windowView(610, 180, 320, 300, 2),
      rect(580, 168, 26, 345, '#d9b99b') +
        rect(936, 168, 26, 345, '#d9b99b') +
        rect(580, 168, 8, 345, '#c9a584'),
      rect(570, 160, 400, 8, '#8c7b6a'),
      poly(
        [r.floorAt(0.5, 0.02), r.floorAt(0.96, 0.02), r.floorAt(1.25, 0.55), r.floorAt(0.55, 0.55)],
        '#fff6de',
        'opacity="0.2"'
      ),
      rect(290, 200, 190, 130, '#ffffff') +
        rect(300, 210, 170, 110, '#eadbc5') +
        circle(350, 255, 28, '#d9774f') +
        poly(
          [
            [390, 320],
            [470, 230],
            [470, 320],
          ],
          '#5f7f8f'
        ) +
        rect(300, 288, 170, 32, '#c9a66b', 'opacity="0.6"'),
      poly(rug, '#d9ccb2'),
      poly(
        [
          mix(rug[0], rug[2], 0.05),
          mix(rug[1], rug[3], 0.05),
          mix(rug[2], rug[0], 0.05),
          mix(rug[3], rug[1], 0.05),
        ],
        '#c7b28c'
      ),
      ellipse(420, 590, 230, 16, url('shadow')),
      box([262, 430, 316, 96], 0.05, '#56788a', '#6f93a5', '#48677a'),
      rect(282, 444, 84, 70, '#e3a64a', 'rx="14"') +
        rect(472, 444, 84, 70, '#d9774f', 'rx="14"') +
        rect(380, 450, 80, 66, '#f2ead8', 'rx="14"'),
      box([240, 522, 360, 56], 0.13, url('sofa'), '#7ea1b2', '#46667a'),
      line([250, 548], [590, 548], '#4a6878', 2),
      box([226, 478, 40, 104], 0.13, '#4f6f80', '#7ea1b2', '#40606f'),
      box([574, 478, 40, 104], 0.13, '#4f6f80', '#7ea1b2', '#40606f'),
      rect(236, 582, 8, 10, '#3b2a20') + rect(596, 582, 8, 10, '#3b2a20'),
      ellipse(480, 700, 170, 18, url('shadow')),
      box([340, 640, 280, 16], 0.12, '#7a5235', '#a57a52', '#5f3e27'),
      rect(356, 656, 8, 44, '#5f3e27') + rect(596, 656, 8, 44, '#5f3e27'),
      rect(400, 614, 80, 10, '#2e86c1') +
        rect(406, 606, 66, 8, '#f2efe8') +
        ellipse(550, 620, 18, 6, '#d9d2c4') +
        rect(542, 590, 16, 30, '#f2efe8', 'rx="6"') +
        circle(550, 584, 10, '#e9546b'),
      circle(700, 300, 120, url('light')),
      rect(697, 300, 6, 272, '#2f3237') + ellipse(700, 572, 22, 5, '#2f3237'),
      poly(
        [
          [668, 250],
          [732, 250],
          [748, 305],
          [652, 305],
        ],
        '#f3e6c9'
      ) + ellipse(700, 305, 48, 6, '#e6d3ad'),
      box([990, 610, 90, 70], 0.1, '#a37a55', '#c49a70', '#8a6443'),
      plant(1035, 620, 0.8),
      plant(140, 760, 1.7),
    ]
  );
};

const kitchen = (): string => {
  const vp: Pt = [600, 380];
  const r = room(180, 140, 1020, 540, vp);
  const box = (
    b: readonly [number, number, number, number],
    d: number,
    front: string,
    top: string,
    side: string
  ): string => furniture(vp, b, d, front, top, side);
  const doors = (x: number, y: number, w: number, h: number, count: number, fill: string): string =>
    Array.from(
      { length: count },
      (_, i) =>
        rect(x + (i * w) / count + 3, y + 3, w / count - 6, h - 6, fill, 'rx="2"') +
        rect(x + ((i + 0.5) * w) / count - 12, y + 12, 24, 4, '#c9a45c', 'rx="2"')
    ).join('');
  const stool = (x: number, y: number): string =>
    ellipse(x + 4, y + 120, 34, 6, url('shadow')) +
    line([x - 18, y + 8], [x - 24, y + 118], '#2f3237', 4) +
    line([x + 18, y + 8], [x + 24, y + 118], '#2f3237', 4) +
    rect(x - 20, y + 70, 40, 4, '#2f3237') +
    rect(x - 30, y + 4, 60, 9, '#8e5e35', 'rx="3"') +
    ellipse(x, y + 4, 30, 9, '#b07a4a');
  return doc(
    [],
    [
      linear('viewSky', [
        [0, '#7fb3e0'],
        [1, '#d8e9f3'],
      ]),
      linear('wall', [
        [0, '#f4efe7'],
        [1, '#e9e1d5'],
      ]),
      linear('floor', [
        [0, '#ddd7ce'],
        [1, '#b8b1a6'],
      ]),
      linear(
        'marble',
        [
          [0, '#ffffff'],
          [1, '#e7e4df'],
        ],
        [0, 0, 1, 0]
      ),
      linear('navy', [
        [0, '#3a5673'],
        [1, '#263c52'],
      ]),
      radial('lampGlow', [
        [0, '#fff1c4', 0.5],
        [1, '#fff1c4', 0],
      ]),
      linear(
        'steel',
        [
          [0, '#e4e7ea'],
          [0.5, '#c5cbd0'],
          [1, '#dfe3e6'],
        ],
        [0, 0, 1, 0]
      ),
    ],
    [
      roomShell(r, {
        back: url('wall'),
        left: '#e6ddd0',
        right: '#ece4d8',
        floor: url('floor'),
        ceiling: '#f8f5f0',
      }),
      floorLines(r, 'tiles', 14, [0.12, 0.3, 0.55, 0.9], '#8f877b'),
      windowView(640, 190, 300, 170, 2),
      rect(300, 370, 720, 80, '#e4ecef'),
      ...Array.from({ length: 4 }, (_, i) => line([300, 386 + i * 16], [1020, 386 + i * 16], '#c9d3d8', 1)),
      ...Array.from({ length: 24 }, (_, i) =>
        line([300 + i * 30 + (i % 2) * 0, 370], [300 + i * 30, 450], '#c9d3d8', 1)
      ),
      box([300, 170, 300, 160], 0.04, '#3f5a74', '#4b6a86', '#324a61'),
      doors(300, 170, 300, 160, 3, '#46637f'),
      rect(380, 330, 140, 8, '#2f3237') +
        poly(
          [
            [400, 338],
            [500, 338],
            [520, 370],
            [380, 370],
          ],
          '#c5cbd0'
        ),
      box([300, 450, 720, 90], 0.02, '#3f5a74', '#4b6a86', '#324a61'),
      rect(296, 440, 728, 12, '#f5f3ef'),
      doors(300, 452, 720, 88, 7, '#46637f'),
      box([180, 170, 116, 370], 0.06, url('steel'), '#e9ecee', '#aab1b7'),
      line([182, 320], [296, 320], '#9aa1a8', 2) +
        rect(280, 200, 5, 90, '#8a9096', 'rx="2"') +
        rect(280, 340, 5, 120, '#8a9096', 'rx="2"'),
      rect(700, 430, 140, 12, '#c9ccd0') +
        path('M752,440 v-42 q0,-14 14,-14 h10', 'none', 'stroke="#9aa1a8" stroke-width="5"'),
      rect(400, 432, 100, 8, '#2f3237'),
      rect(880, 404, 40, 36, '#d9774f', 'rx="6"') + rect(884, 396, 32, 8, '#b85f3d', 'rx="3"'),
      plant(965, 440, 0.45),
      ...[380, 600, 820].map(
        (x) =>
          line([x, 0], [x, 190], '#2f3237', 2) +
          path(`M${x - 34},226 a34,36 0 0 1 68,0Z`, '#2f3237') +
          ellipse(x, 226, 30, 5, '#ffe8a8') +
          circle(x, 240, 60, url('lampGlow'))
      ),
      ellipse(600, 705, 330, 22, url('shadow')),
      box([320, 560, 560, 140], 0.1, url('navy'), '#fff', '#1f3246'),
      ...[0, 1, 2, 3].map((i) => rect(332 + i * 137, 572, 127, 116, '#2f4a63', 'rx="3"')),
      box([300, 540, 600, 20], 0.12, url('marble'), url('marble'), '#d6d2cb'),
      rect(420, 520, 44, 20, '#ffffff', 'rx="4"') +
        circle(700, 522, 16, '#f2c94c') +
        circle(725, 528, 12, '#8bc34a') +
        circle(680, 530, 10, '#e67e22'),
      stool(420, 610),
      stool(600, 610),
      stool(780, 610),
    ]
  );
};

const bedroom = (): string => {
  const vp: Pt = [600, 360];
  const r = room(200, 140, 1000, 540, vp);
  const bed = prism(300, 580, 600, 80, 0.36, vp);
  const top = bed.top ?? bed.front;
  const win = subQuad(r.left, 0.55, 0.2, 0.9, 0.6);
  return doc(
    [],
    [
      linear('viewSky', [
        [0, '#7fb3e0'],
        [1, '#d8e9f3'],
      ]),
      linear('accent', [
        [0, '#a3b8a4'],
        [1, '#8ea58f'],
      ]),
      linear('floor', [
        [0, '#c9a27a'],
        [1, '#a98158'],
      ]),
      linear('duvet', [
        [0, '#ffffff'],
        [1, '#ebe6de'],
      ]),
      radial('glow', [
        [0, '#ffe7ad', 0.8],
        [1, '#ffe7ad', 0],
      ]),
    ],
    [
      roomShell(r, {
        back: url('accent'),
        left: '#ece5da',
        right: '#f1ebe1',
        floor: url('floor'),
        ceiling: '#f8f5f0',
      }),
      floorLines(r, 'planks', 26, [], '#6e4a2c'),
      poly(win, '#3a3d42'),
      poly(subQuad(win, 0.05, 0.04, 0.95, 0.96), url('viewSky')),
      poly(subQuad(win, 0.05, 0.55, 0.95, 0.96), '#7ea874'),
      poly(subQuad(win, 0.05, 0.75, 0.95, 0.96), '#5f8f58'),
      line(bilerp(win, 0.5, 0.04), bilerp(win, 0.5, 0.96), '#3a3d42', 4),
      poly(subQuad(r.left, 0.47, 0.16, 0.56, 0.75), '#e8d6bd'),
      poly(subQuad(r.left, 0.89, 0.16, 0.94, 0.75), '#e8d6bd'),
      poly(
        [r.floorAt(-0.25, 0.1), r.floorAt(0.05, 0.1), r.floorAt(0.15, 0.55), r.floorAt(-0.45, 0.55)],
        '#fff6de',
        'opacity="0.22"'
      ),
      rect(400, 300, 400, 200, '#6f8a73', 'rx="18"'),
      ...[0, 1, 2, 3].map((i) => rect(418 + i * 93, 318, 85, 170, '#7d9a81', 'rx="12"')),
      rect(470, 190, 260, 80, '#ffffff') +
        rect(478, 198, 244, 64, '#eadbc5') +
        path('M478,262 q60,-50 122,-10 t122,-20 v30Z', '#c9a66b'),
      poly(
        [r.floorAt(0.12, 0.1), r.floorAt(0.88, 0.1), r.floorAt(1.02, 0.72), r.floorAt(-0.02, 0.72)],
        '#e2d6c2'
      ),
      ...[250, 860].map(
        (x) =>
          furniture(vp, [x, 450, 90, 96], 0.04, '#a37a55', '#c49a70', '#8a6443') +
          rect(x + 10, 490, 70, 4, '#8a6443') +
          circle(x + 45, 390, 90, url('glow')) +
          rect(x + 42, 410, 6, 40, '#c9a45c') +
          poly(
            [
              [x + 20, 368],
              [x + 70, 368],
              [x + 80, 414],
              [x + 10, 414],
            ],
            '#f7ecd4'
          )
      ),
      ellipse(600, 675, 320, 22, url('shadow')),
      bed.side ? poly(bed.side, '#cfc7bb') : '',
      poly(bed.front, '#ddd5c9'),
      poly(top, url('duvet')),
      rect(440, 456, 150, 56, '#fbf8f3', 'rx="16"') + rect(610, 456, 150, 56, '#fbf8f3', 'rx="16"'),
      rect(470, 480, 100, 44, '#d9774f', 'rx="12"') + rect(630, 480, 100, 44, '#e3a64a', 'rx="12"'),
      poly(subQuad(top, 0, 0.45, 1, 1), url('duvet')),
      line(bilerp(top, 0, 0.45), bilerp(top, 1, 0.45), '#d9d2c6', 2),
      poly(subQuad(top, 0, 0.7, 1, 0.95), '#6f8a73'),
      poly(subQuad(bed.front, 0, 0, 1, 0.5), '#ebe6de'),
      poly(subQuad(bed.front, 0, 0, 1, 0.3), '#6f8a73'),
      rect(300, 660, 600, 12, '#8a6443'),
      plant(1080, 720, 1.3),
    ]
  );
};

const officeInterior = (): string => {
  const vp: Pt = [600, 350];
  const r = room(130, 120, 1070, 500, vp);
  /** A desk facing the eye: chair behind it, screen on it, so the workstation reads at any size. */
  const desk = (x: number, y: number, w: number, s: number, chairs: number): string => {
    const top = prism(x, y, w, 10 * s, 0.06, vp);
    let out = ellipse(x + w / 2, y + 78 * s, w * 0.6, 9 * s, url('shadow'));
    for (let i = 0; i < chairs; i++) {
      const cx = x + ((i + 0.5) * w) / chairs;
      out += rect(cx - 24 * s, y - 50 * s, 48 * s, 54 * s, '#2c3e50', `rx="${9 * s}"`);
      out += rect(cx - 26 * s, y - 42 * s, 52 * s, 4 * s, '#34495e');
    }
    out += (top.top ? poly(top.top, '#f7f4ef') : '') + poly(top.front, '#d7d1c8');
    for (let i = 0; i < chairs; i++) {
      const cx = x + ((i + 0.5) * w) / chairs;
      out += rect(cx - 3 * s, y - 14 * s, 6 * s, 12 * s, '#3a3d42');
      out += rect(cx - 30 * s, y - 58 * s, 60 * s, 44 * s, '#23272d', `rx="${3 * s}"`);
      out += rect(cx - 26 * s, y - 54 * s, 52 * s, 36 * s, url('screen'));
      out +=
        rect(cx - 18 * s, y - 48 * s, 26 * s, 4 * s, '#ffffff', 'opacity="0.7"') +
        rect(cx - 18 * s, y - 40 * s, 36 * s, 3 * s, '#ffffff', 'opacity="0.5"');
    }
    out +=
      rect(x + 6 * s, y + 10 * s, 5 * s, 66 * s, '#3a3d42') +
      rect(x + w - 11 * s, y + 10 * s, 5 * s, 66 * s, '#3a3d42');
    out += rect(x + 11 * s, y + 14 * s, w - 22 * s, 30 * s, '#c9c4bc', 'opacity="0.6"');
    return out;
  };
  return doc(
    [],
    [
      linear('viewSky', [
        [0, '#6fa8d8'],
        [1, '#d4e6f1'],
      ]),
      linear('floor', [
        [0, '#a9adb1'],
        [1, '#858a90'],
      ]),
      linear('wall', [
        [0, '#f1f2f2'],
        [1, '#e3e5e6'],
      ]),
      linear('screen', [
        [0, '#7cc0ef'],
        [1, '#3b86c6'],
      ]),
    ],
    [
      roomShell(r, {
        back: url('wall'),
        left: '#dfe1e2',
        right: '#e6e8e9',
        floor: url('floor'),
        ceiling: '#f6f7f7',
      }),
      windowView(160, 150, 880, 330, 5, true),
      ...[0.2, 0.5, 0.8].flatMap((u) =>
        [0.35, 0.75].map((v) => poly(subQuad(r.ceiling, u - 0.05, v, u + 0.05, v + 0.08), '#ffffff'))
      ),
      floorLines(r, 'carpet', 12, [0.2, 0.5], '#6e737a'),
      poly(subQuad(r.right, 0.05, 0.08, 0.7, 1), '#cfe3ee', 'opacity="0.45"'),
      ...[0.22, 0.45].map((u) => line(bilerp(r.right, u, 0.08), bilerp(r.right, u, 1), '#9aa3ab', 3)),
      poly(subQuad(r.right, 0.05, 0.55, 0.7, 0.6), '#ffffff', 'opacity="0.6"'),
      plant(600, 520, 0.9),
      desk(230, 520, 300, 0.75, 3),
      desk(670, 520, 300, 0.75, 3),
      desk(100, 640, 380, 1, 3),
      desk(720, 640, 380, 1, 3),
      plant(60, 790, 1.8),
    ]
  );
};

// ---- Catalogue ---------------------------------------------------------------------------------------------------

const render = (
  name: string,
  view: DemoRender['view'],
  suits: readonly PropertyType[],
  subject: string,
  draw: () => string
): DemoRender => ({ name, view, suits, alt: `Render ilustrativo: ${subject}`, svg: draw() });

export const DEMO_RENDERS: readonly DemoRender[] = [
  render(
    'apartment-tower-brick',
    'exterior',
    ['apartment'],
    'torre de apartamentos en ladrillo con los cerros de fondo',
    apartmentBrick
  ),
  render(
    'apartment-tower-glass',
    'exterior',
    ['apartment'],
    'torre de apartamentos moderna en vidrio y concreto blanco',
    apartmentGlass
  ),
  {
    ...render(
      'apartment-coastal-balconies',
      'exterior',
      ['apartment'],
      'edificio de apartamentos con balcones y palmeras frente al mar',
      apartmentCoastal
    ),
    coast: true,
  },
  render('house-family-garden', 'exterior', ['house'], 'casa familiar de dos pisos con jardín', houseFamily),
  render(
    'house-finca-tiled-roof',
    'exterior',
    ['house'],
    'casa de finca con techo de teja de barro y corredor',
    houseFinca
  ),
  render(
    'house-modern-flat-roof',
    'exterior',
    ['house'],
    'casa moderna de techo plano con piscina',
    houseModern
  ),
  render(
    'office-glass-building',
    'exterior',
    ['office'],
    'edificio de oficinas con fachada de vidrio',
    officeGlass
  ),
  render(
    'office-business-park',
    'exterior',
    ['office'],
    'parque empresarial de baja altura con parqueadero',
    officePark
  ),
  render(
    'commercial-street-shops',
    'exterior',
    ['commercial'],
    'locales comerciales a nivel de calle con toldos',
    commercialStreet
  ),
  render(
    'commercial-shopping-centre',
    'exterior',
    ['commercial'],
    'centro comercial pequeño con parqueadero',
    commercialMall
  ),
  render('land-fenced-hills', 'exterior', ['land'], 'lote cercado entre montañas verdes', landHills),
  render(
    'land-flat-survey-stakes',
    'exterior',
    ['land'],
    'lote plano demarcado con estacas junto a una vía',
    landSurvey
  ),
  render('interior-living-room', 'interior', ['apartment', 'house'], 'sala con sofá y ventanal', livingRoom),
  render('interior-kitchen', 'interior', ['apartment', 'house'], 'cocina abierta con isla', kitchen),
  render('interior-bedroom', 'interior', ['apartment', 'house'], 'alcoba principal con cama doble', bedroom),
  render(
    'interior-office',
    'interior',
    ['office', 'commercial'],
    'oficina abierta con puestos de trabajo',
    officeInterior
  ),
];
