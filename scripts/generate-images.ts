// `npm run images`: draws the local artwork, one flat SVG illustration for every image path the
// catalogue references (content/types.ts lists the conventions), plus a few fixed paths the
// pages use directly. Output is deterministic: palette and layout come
// from a hash of each path, so the same catalogue always yields the same bytes. SVG files under
// public/images that nothing references any more are deleted, so the folder mirrors the catalogue.
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

import * as articlesModule from "../content/articles";
import * as categoriesModule from "../content/categories";
import * as citiesModule from "../content/cities";
import * as contractorsModule from "../content/contractors";
import * as projectsModule from "../content/projects";
import * as servicesModule from "../content/services";
import * as siteModule from "../content/site";
import { seededRandom } from "../lib/seeded-random.mjs";

const PUBLIC_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../public");
const IMAGES_DIR = path.join(PUBLIC_DIR, "images");
const MAX_BYTES = 8 * 1024;

/**
 * Paths the pages use directly: the default banner, the special heroes, the team. The old default
 * photo stays as the benchmark's reference static file (bench/run.mjs); projects without photos
 * show their category's artwork (components/common/artwork.tsx).
 */
const FIXED_PATHS = [
  "placeholder",
  "hero/home",
  "hero/security-bollards",
  "hero/cleaning",
  "hero/default-banner",
  ...[1, 2, 3, 4].map((n) => `people/team-${n}`),
].map((name) => `/images/${name}.svg`);

// ------------------------------------------------------------------ hashing and randomness

function fnv1a(text: string): number {
  let hash = 0x811c9dc5;
  for (const char of text) hash = Math.imul(hash ^ char.charCodeAt(0), 0x01000193) >>> 0;
  return hash;
}

type Rng = ReturnType<typeof rngFor>;

/** mulberry32, seeded with the FNV-1a hash of a string. */
function rngFor(seed: string) {
  const next = seededRandom(fnv1a(seed));
  const int = (max: number) => Math.floor(next() * max);
  const pick = <T>(list: readonly T[]): T => {
    const item = list[int(list.length)];
    if (item === undefined) throw new Error("pick() from an empty list");
    return item;
  };
  const range = (min: number, max: number) => Math.round(min + next() * (max - min));
  return { int, pick, range };
}

// ------------------------------------------------------------------ palette

const colours = (list: string) => list.split(" ");
// Gradients are written "top,bottom".
const SKIES = colours("#bfdbfe,#eff6ff #c7d2fe,#f1f5ff #bae6fd,#f0f9ff #fde2b8,#fff8ec");
const WALLS = colours("#e8eef6,#f8fafc #dbe7fb,#f3f7fe #f3ead9,#fcf8f1");
const FRESH_WALLS = colours("#ccfbf1,#f0fdfa #e0f2fe,#f8fafc");
const FLOORS = colours("#c9a27a #b9c4d3 #d4b996");
const BLUES = colours("#2563eb #1d4ed8 #3b82f6 #1e40af");
const TEALS = colours("#0d9488 #14b8a6 #0f766e");
const AMBERS = colours("#f59e0b #fbbf24 #d97706");
const GREENS = colours("#16a34a #22c55e #15803d");
const LAWNS = colours("#6fbf73 #7cc47f #5fb56a");
const HOUSE_WALLS = colours("#f8fafc #fef3c7 #e0e7ff #dbeafe #f1f5f9");
const ROOFS = colours("#1e3a8a #334155 #1e40af #7c2d12");
const PAINTS = colours("#93c5fd #5eead4 #fcd34d #a5b4fc #86efac");

type Palette = ReturnType<typeof paletteFor>;

/** The brand palette (deep blues, amber accents, soft neutrals) with per-kind tints. */
function paletteFor(kind: string, rng: Rng) {
  const fresh = kind === "cleaning" || kind === "restaurant";
  const p = {
    sky: rng.pick(SKIES),
    wall: rng.pick(fresh ? FRESH_WALLS : WALLS),
    floor: rng.pick(FLOORS),
    grass: kind === "landscaping" ? rng.pick(LAWNS) : "#86c98f",
    hill: "#b7dcc0",
    main: rng.pick(fresh ? TEALS : BLUES),
    accent: rng.pick(AMBERS),
    houseWall: rng.pick(HOUSE_WALLS),
    roof: rng.pick(ROOFS),
    green: rng.pick(GREENS),
  };
  if (kind === "snow")
    Object.assign(p, { sky: "#cbd5e1,#f1f5f9", grass: "#f8fafc", hill: "#e2e8f0" });
  if (kind === "placeholder") p.sky = "#e2e8f0,#f1f5f9";
  return p;
}

// ------------------------------------------------------------------ svg helpers

type Num = number;
const rect = (x: Num, y: Num, w: Num, h: Num, fill: string, rx = 0, extra = "") =>
  `<rect x="${x}" y="${y}" width="${w}" height="${h}"${rx ? ` rx="${rx}"` : ""} fill="${fill}"${extra}/>`;
const circle = (cx: Num, cy: Num, r: Num, fill: string, extra = "") =>
  `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${fill}"${extra}/>`;
const ellipse = (cx: Num, cy: Num, rx: Num, ry: Num, fill: string, extra = "") =>
  `<ellipse cx="${cx}" cy="${cy}" rx="${rx}" ry="${ry}" fill="${fill}"${extra}/>`;
const shape = (d: string, fill: string, extra = "") => `<path d="${d}" fill="${fill}"${extra}/>`;
const line = (d: string, color: string, width: Num, extra = "") =>
  `<path d="${d}" fill="none" stroke="${color}" stroke-width="${width}" stroke-linecap="round" stroke-linejoin="round"${extra}/>`;
const group = (transform: string, body: string) => `<g transform="${transform}">${body}</g>`;
const faint = (opacity: string) => ` opacity="${opacity}"`;
const ring = (color: string, width: Num) => ` stroke="${color}" stroke-width="${width}"`;
const shadow = (cx: Num, cy: Num, rx: Num) =>
  ellipse(cx, cy, rx, Math.round(rx / 9), "#0f172a", faint(".13"));

function gradient(id: string, topAndBottom: string): string {
  const [top, bottom] = topAndBottom.split(",");
  return `<linearGradient id="${id}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${top}"/>
    <stop offset="1" stop-color="${bottom}"/></linearGradient>`;
}

/** The standalone document; whitespace between tags is dropped so motifs can be written legibly. */
function svg(width: number, height: number, defs: string, body: string): string {
  const open = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">`;
  return `${open}<defs>${defs}</defs>${body}</svg>\n`.replace(/>\s+</g, "><");
}

/** A four-pointed sparkle centred on (x, y). */
function sparkle(x: Num, y: Num, r: Num, fill: string): string {
  const q = `Q${x} ${y}`;
  const d = `M${x} ${y - r}${q} ${x + r} ${y}${q} ${x} ${y + r}${q} ${x - r} ${y}${q} ${x} ${y - r}Z`;
  return shape(d, fill);
}

/** A six-armed snowflake centred on (x, y). */
function snowflake(x: Num, y: Num, r: Num, color: string): string {
  const arms = [0, Math.PI / 3, (2 * Math.PI) / 3].map((angle) => {
    const [dx, dy] = [Math.round(r * Math.cos(angle)), Math.round(r * Math.sin(angle))];
    return `M${x - dx} ${y - dy}L${x + dx} ${y + dy}`;
  });
  return line(arms.join(""), color, Math.max(3, Math.round(r / 7)));
}

// ------------------------------------------------------------------ backdrops

const CLOUD = "h150a34 34 0 0 0-48-46a48 48 0 0 0-86 10a30 30 0 0 0-16 36z";

function outdoor(p: Palette, rng: Rng, skyline: boolean): string {
  const [h1, h2] = [rng.range(470, 530), rng.range(500, 560)];
  const cloud = (x: Num, y: Num) => shape(`M${x} ${y}${CLOUD}`, "#fff", faint(".85"));
  return `${rect(0, 0, 1200, 800, "url(#sky)")}${circle(rng.range(160, 1040), 150, 70, "#fcd34d", faint(".55"))}
    ${cloud(rng.range(80, 500), rng.range(90, 230))}${cloud(rng.range(600, 1000), rng.range(90, 230))}
    ${skyline ? torontoSkyline(rng) : ""}
    ${shape(`M0 ${h1}Q300 ${h1 - 90} 620 ${h1 - 10}T1200 ${h1 - 30}V800H0Z`, p.hill, faint(".7"))}
    ${shape(`M0 ${h2 + 20}Q420 ${h2 - 60} 800 ${h2}T1200 ${h2 - 10}V800H0Z`, p.hill)}
    ${shape("M0 612Q600 576 1200 612V800H0Z", p.grass)}`;
}

/** A pale downtown silhouette with the CN Tower, behind the neighbourhood and street scenes. */
function torontoSkyline(rng: Rng): string {
  let blocks = "";
  for (let x = 140, w = 0; x < 1060; x += w + rng.range(0, 14)) {
    w = rng.range(50, 90);
    blocks += `M${x} 560V${560 - rng.range(90, 230)}h${w}V560`;
  }
  const tower = "M686 560L694 250h-9l5-20h-4l6-190l6 190h-4l5 20h-9l8 310z";
  return `<g fill="#94a3b8" opacity=".35"><path d="${blocks}Z${tower}"/><circle cx="696" cy="236" r="16"/></g>`;
}

function indoor(p: Palette, rng: Rng): string {
  const x = rng.pick([120, 860]);
  return `${rect(0, 0, 1200, 800, "url(#wall)")}
    ${rect(x, 110, 220, 260, "#fff", 8)}${rect(x + 14, 124, 192, 232, "url(#sky)", 4)}
    ${line(`M${x + 110} 124V356M${x + 14} 240H${x + 206}`, "#fff", 10)}
    ${rect(0, 620, 1200, 180, p.floor)}${rect(0, 606, 1200, 18, "#fff", 0, faint(".85"))}`;
}

function blueprint(): string {
  const major =
    "M0 200H1200M0 400H1200M0 600H1200M200 0V800M400 0V800M600 0V800M800 0V800M1000 0V800";
  return `${rect(0, 0, 1200, 800, "#1e3a8a")}${rect(0, 0, 1200, 800, "url(#grid)")}
    ${line(major, "#93c5fd", 2, faint(".25"))}`;
}

// ------------------------------------------------------------------ props (origin = ground centre)

function tree(x: Num, y: Num, s: Num, green: string): string {
  return `<g transform="translate(${x} ${y}) scale(${s})">${rect(-12, -120, 24, 120, "#92613a", 4)}
    ${circle(-40, -150, 62, green)}${circle(40, -160, 66, green)}${circle(0, -215, 70, green)}
    ${circle(20, -200, 50, "#fff", faint(".12"))}</g>`;
}

function pine(x: Num, y: Num, s: Num, green: string, snowy = false): string {
  const cap = snowy ? shape("M0 -300L-40 -240L-20 -250L0 -232L20 -250L40 -240Z", "#fff") : "";
  return `<g transform="translate(${x} ${y}) scale(${s})">${rect(-10, -40, 20, 40, "#7c5230")}
    ${shape("M0 -300L-70 -170H70ZM0 -230L-95 -40H95Z", green)}${cap}</g>`;
}

const WRENCH =
  "M-16 200V-2.6A50 50 0 0 1-18-96.6V-60H18V-96.6A50 50 0 0 1 16-2.6V200A16 16 0 0 1-16 200Z";
const BOLT = "M30 -200L-60 -20H0L-30 130L80 -60H16L56 -200Z";
const wheel = (x: Num, y: Num, r: Num) =>
  circle(x, y, r, "#1e293b") + circle(x, y, r * 0.4, "#cbd5e1");

function fan(r: Num, hub: string): string {
  const blade = (deg: Num) =>
    ellipse(0, -r / 2, r / 4, r / 2, "#cbd5e1", ` transform="rotate(${deg})"`);
  return `${circle(0, 0, r, "#334155")}${blade(20)}${blade(140)}${blade(260)}${circle(0, 0, r / 6, hub)}`;
}

function ladder(x: Num, color: string): string {
  const rungs = [40, 100, 160, 220, 280].map((y) => `M${x + 12 + Math.round(y / 9)} -${y}h54`);
  return line(`M${x} 0L${x + 40} -340M${x + 70} 0L${x + 110} -340${rungs.join("")}`, color, 10);
}

/** Companion props that stand beside the main motif. */
type Prop = (p: Palette) => string;
const PROPS = {
  clipboard: (p: Palette) => `${rect(-70, -200, 140, 200, "#b45309", 12)}
    ${rect(-56, -180, 112, 166, "#fff", 4)}${rect(-30, -214, 60, 28, "#64748b", 6)}
    ${line("M-40 -140l10 10l16-18M-40 -90l10 10l16-18", "#16a34a", 6)}
    ${line("M0 -134H36M0 -84H36M-40 -40H36", "#cbd5e1", 6)}${shape("M44 -30l30-110l12 4l-30 110z", p.main)}`,
  toolbox: (p: Palette) => `${rect(-80, -90, 160, 90, p.main, 10)}
    ${rect(-80, -70, 160, 10, "#0f172a", 0, faint(".2"))}${rect(-34, -116, 68, 34, "none", 8, ring("#334155", 10))}`,
  plant: (p: Palette) => `${rect(-40, -90, 80, 90, p.accent, 10)}
    ${shape("M0 -90Q-70 -170 -30 -240Q10 -170 0 -90ZM0 -90Q60 -150 50 -220Q-10 -160 0 -90Z", "#16a34a")}`,
  boxes: () => `${rect(-110, -110, 120, 110, "#d6a45c", 4)}${rect(-58, -110, 16, 55, "#b7834a")}
    ${rect(20, -90, 100, 90, "#c8944f", 4)}${rect(62, -90, 16, 45, "#a8773f")}${rect(-80, -200, 100, 90, "#dcae6c", 4)}`,
  hardHat: () => `${shape("M-90 0Q-88 -110 0 -116Q88 -110 90 0Z", "#f59e0b")}
    ${rect(-120, -14, 240, 24, "#d97706", 12)}${rect(-10, -116, 20, 100, "#fbbf24", 8)}`,
  desk: (p: Palette) => `${rect(-150, -170, 300, 20, "#92613a", 4)}
    ${rect(-140, -150, 20, 150, "#7c5230")}${rect(120, -150, 20, 150, "#7c5230")}${rect(-90, -320, 180, 120, "#1e293b", 10)}
    ${rect(-78, -308, 156, 96, p.main, 4)}${rect(-12, -200, 24, 30, "#334155")}`,
  sofa: (p: Palette) => `${rect(-170, -170, 340, 110, p.main, 30)}
    ${rect(-200, -120, 60, 100, p.main, 20)}${rect(140, -120, 60, 100, p.main, 20)}${rect(-140, -100, 280, 60, "#fff", 14, faint(".25"))}
    ${rect(-180, -30, 20, 30, "#475569")}${rect(160, -30, 20, 30, "#475569")}`,
  cone: () => `${shape("M-20 -170H20L70 -20H-70Z", "#f97316")}${shape("M-31 -120H31L41 -90H-41Z", "#fff")}
    ${rect(-100, -24, 200, 24, "#ea580c", 6)}`,
} satisfies Record<string, Prop>;

// ------------------------------------------------------------------ motifs (origin = ground centre)

const ROOF = "M-244 -274L0 -440L244 -274Z";
const ROOF_SHADE = shape("M0 -440L244 -274H0Z", "#000", faint(".15"));

function house(p: Palette, rng: Rng): string {
  const win = (x: Num) => `${rect(x, -210, 84, 84, "#bfdbfe", 4, ring("#fff", 8))}
    ${line(`M${x + 42} -206V-130M${x + 4} -168H${x + 80}`, "#fff", 6)}${rect(x - 8, -126, 100, 10, "#fff", 3)}`;
  return `${rect(120, -420, 44, 110, p.roof)}${rect(-200, -290, 400, 290, p.houseWall)}
    ${rect(0, -290, 200, 290, "#0f172a", 0, faint(".05"))}${shape(ROOF, p.roof)}${ROOF_SHADE}
    ${circle(0, -340, 26, "#bfdbfe", ring("#fff", 7))}${win(-160)}${win(76)}
    ${rect(-42, -160, 84, 160, rng.pick([p.accent, p.main, "#b45309"]), 6)}${circle(24, -78, 6, "#fde68a")}
    ${rect(-70, -8, 140, 8, "#cbd5e1")}`;
}

/** A lighter house for background rows: body, roof, door and two windows. */
function cottage(x: Num, wall: string, roof: string): string {
  return `<g transform="translate(${x} 0) scale(.62)">${shadow(0, 0, 240)}${rect(-200, -290, 400, 290, wall)}
    ${shape(ROOF, roof)}${ROOF_SHADE}${rect(-42, -160, 84, 160, "#b45309", 6)}
    ${rect(-160, -210, 84, 84, "#bfdbfe", 4)}${rect(76, -210, 84, 84, "#bfdbfe", 4)}</g>`;
}

function neighbourhood(p: Palette, rng: Rng): string {
  return `${rect(-700, 24, 1400, 34, "#e2e8f0", 0, faint(".8"))}${shape("M-36 0H36L50 24H-50Z", "#e2e8f0")}
    ${tree(-500, 0, 1, p.green)}${tree(500, 0, 0.9, p.green)}
    ${cottage(-300, rng.pick(HOUSE_WALLS), rng.pick(ROOFS))}${cottage(300, rng.pick(HOUSE_WALLS), rng.pick(ROOFS))}
    ${shadow(0, 0, 210)}${group("scale(.85)", house(p, rng))}`;
}

function renovation(p: Palette, rng: Rng): string {
  return `${house(p, rng)}${ladder(150, p.accent)}${group("translate(-260 0)", PROPS.toolbox(p))}`;
}

function construction(p: Palette): string {
  const studs = [-200, -140, -80, -20, 40, 100, 160, 200].map((x) => `M${x} 0V-290`).join("");
  return `${line("M-360 0V-560M-360 -540H120M-360 -540L-300 -600L-250 -540M80 -540V-420", p.accent, 12)}
    ${rect(60, -420, 40, 30, "#1e3a8a", 4)}${line(`${studs}M-210 -290H210M-210 -6H210`, "#d6a76a", 14)}
    ${line("M-240 -290L0 -450L240 -290ZM-120 -290L0 -450L120 -290M0 -450V-290", "#b98543", 10)}
    ${rect(-260, -10, 520, 14, "#94a3b8", 4)}`;
}

function painting(p: Palette, rng: Rng): string {
  const paint = rng.pick(PAINTS);
  return `${rect(-560, -600, 500, 580, paint)}${shape("M-60 -600H160V-400Q50 -380 -60 -400Z", paint)}
    ${rect(-560, -600, 720, 580, "#fff", 0, faint(".06"))}${rect(-70, -410, 240, 74, paint, 32)}
    ${rect(-70, -410, 240, 74, "#000", 32, faint(".1"))}${rect(-56, -400, 212, 12, "#fff", 6, faint(".45"))}
    ${line("M170 -373H200V-290H60V-160", "#475569", 12)}${rect(46, -170, 28, 130, "#1e3a8a", 12)}
    ${rect(-380, -150, 150, 150, "#e2e8f0", 10)}${rect(-380, -150, 150, 46, paint, 10)}
    ${line("M-370 -150Q-305 -250 -240 -150", "#64748b", 6)}${shape("M-150 -150v60a12 12 0 0 0 24 0v-60z", paint)}`;
}

function plumbing(p: Palette): string {
  return `${line("M-420 -420H-40Q20 -420 20 -360V-180", "#64748b", 38)}
    ${line("M-420 -300H-160Q-120 -300 -120 -260V-150", "#b45309", 30)}
    ${rect(-300, -440, 34, 40, "#475569", 4)}${rect(-6, -290, 52, 30, "#475569", 4)}
    ${line("M-283 -440V-480M-320 -480H-246", "#dc2626", 14)}${ellipse(20, -12, 90, 14, "#60a5fa", faint(".45"))}
    ${shape("M20 -150Q48 -110 48 -90A28 28 0 0 1-8 -90Q-8 -110 20 -150Z", "#3b82f6")}
    ${group("translate(260 -230) rotate(35)", shape(WRENCH, p.main))}
    ${group("translate(330 -170) rotate(-40) scale(.7)", shape(WRENCH, p.accent))}`;
}

function electrical(p: Palette): string {
  let breakers = "";
  for (let row = 0; row < 5; row++) {
    const fill = row % 2 ? "#cbd5e1" : "#e2e8f0";
    breakers +=
      rect(-370, -470 + row * 56, 70, 36, fill, 4) + rect(-280, -470 + row * 56, 70, 36, fill, 4);
  }
  const shine = shape("M30 -200L-60 -20H0L-5 -6Z", "#fff", faint(".3"));
  return `${rect(-420, -520, 240, 330, "#475569", 12)}${rect(-400, -500, 200, 290, "#f1f5f9", 6)}${breakers}
    ${line("M-300 -190V-60Q-300 -20 -250 -20H140", "#334155", 12)}${rect(140, -60, 70, 80, "#1e293b", 10)}
    ${rect(206, -40, 40, 10, "#94a3b8")}${rect(206, -4, 40, 10, "#94a3b8")}
    ${rect(250, -160, 90, 130, "#fff", 14, ring("#cbd5e1", 4))}
    ${rect(278, -130, 10, 26, "#334155", 3)}${rect(302, -130, 10, 26, "#334155", 3)}
    ${group("translate(40 -330) scale(1.15)", shape(BOLT, p.accent) + shine)}`;
}

const CAR_BODY =
  "M-210 -40Q-210 -90 -170 -95L-110 -100L-60 -160Q-50 -170 -30 -170H90Q110 -170 125 -155L170 -100" +
  "L195 -95Q215 -90 215 -60V-30Q215 -20 205 -20H-200Q-210 -20 -210 -40Z";

function ev(p: Palette): string {
  return `${shadow(-40, 0, 240)}<g transform="translate(-60 0)">${shape(CAR_BODY, p.main)}
    ${shape("M-45 -155H20V-105H-90ZM35 -155H95Q105 -155 112 -148L148 -105H35Z", "#dbeafe")}
    ${wheel(-120, -20, 38)}${wheel(130, -20, 38)}</g>
    ${rect(250, -300, 90, 300, "#f8fafc", 14, ring("#cbd5e1", 4))}${rect(270, -270, 50, 60, "#1e293b", 6)}
    ${group("translate(295 -240) scale(.22)", shape(BOLT, "#4ade80"))}${rect(236, -150, 20, 40, "#334155", 4)}
    ${line("M246 -110Q240 -20 180 -40T120 -90", "#334155", 10)}`;
}

function hvac(p: Palette): string {
  const siding = [-520, -420, -320, -220, -120].map((y) => `M-600 ${y}H-240`).join("");
  const breeze = "M200 -380q30-20 60 0t60 0t60 0M220 -320q30-20 60 0t60 0M200 -440q30-20 60 0t60 0";
  return `${rect(-600, -620, 360, 620, p.houseWall)}${rect(-600, -620, 360, 620, "#0f172a", 0, faint(".06"))}
    ${line(siding, "#0f172a", 3, faint(".08"))}${rect(-520, -500, 160, 190, "#fff", 6)}
    ${rect(-506, -486, 132, 162, "#bfdbfe", 3)}${line("M-240 -200H-160", "#64748b", 12)}
    ${shadow(0, 0, 190)}${rect(-160, -280, 320, 270, "#e2e8f0", 16)}${rect(-160, -280, 320, 24, "#cbd5e1", 12)}
    ${group("translate(0 -140)", fan(100, p.main))}${rect(-130, -10, 40, 12, "#64748b")}${rect(90, -10, 40, 12, "#64748b")}
    ${line(breeze, "#38bdf8", 10)}${snowflake(360, -480, 46, "#0ea5e9")}
    ${line("M-110 -330q20-25 0-50t0-50M-50 -330q20-25 0-50t0-50", p.accent, 10)}`;
}

function duct(p: Palette): string {
  return `${rect(-700, -640, 700, 100, "#cbd5e1")}
    ${line("M-440 -640V-540M-320 -640V-540M-200 -640V-540M-80 -640V-540", "#94a3b8", 6)}
    ${shape("M0 -640H60Q100 -640 100 -600V-300H0Z", "#cbd5e1")}${rect(-20, -300, 140, 90, "#e2e8f0", 6)}
    ${line("M0 -280H100M0 -256H100M0 -232H100", "#94a3b8", 6)}
    ${line("M40 -180q20 30 0 60t0 60M80 -180q20 30 0 60t0 60", "#7dd3fc", 8)}
    ${shadow(-260, 0, 140)}${rect(-380, -240, 240, 240, "#e2e8f0", 14)}${group("translate(-260 -120)", fan(86, p.main))}
    ${sparkle(260, -420, 34, p.accent)}${sparkle(320, -340, 20, "#38bdf8")}`;
}

function landscaping(p: Palette, rng: Rng): string {
  const joints = [-170, -120, -50, 40, 140].map((y) => `M${-60 - (y + 200) / 2} ${y}h${y + 320}`);
  const bush = (x: Num) => `${ellipse(x, -30, 80, 50, p.green)}${circle(x - 40, -50, 9, "#f472b6")}
    ${circle(x, -30, 9, "#fbbf24")}${circle(x + 40, -50, 9, "#f472b6")}`;
  return `${shape("M-60 -200H60L260 200H-260Z", "#e7dcc8")}${line(joints.join(""), "#cbbba0", 5)}
    ${rect(-560, -60, 300, 60, "#a8a29e", 6)}
    ${line("M-560 -30H-260M-480 -60V-30M-380 -60V-30M-430 -30V0M-330 -30V0", "#78716c", 4)}
    ${tree(rng.range(-440, -360), -60, 1.2, p.green)}${pine(360, -20, 1.3, "#166534")}${pine(480, 0, 1, p.green)}
    ${bush(-200)}${bush(200)}`;
}

const ROOF_SNOW =
  "M-275 -222L-80 -356L115 -222Q70 -238 40 -228Q-10 -252 -60 -234Q-120 -252 -170 -230Q-230 -244 -275 -222Z";

function snow(p: Palette, rng: Rng): string {
  let flakes = "";
  for (let i = 0; i < 9; i++)
    flakes += snowflake(rng.range(-560, 560), rng.range(-620, -260), rng.range(10, 22), "#fff");
  return `${group("translate(-80 0) scale(.8)", house(p, rng))}${shape(ROOF_SNOW, "#fff")}
    ${pine(-420, 0, 1.1, "#166534", true)}${pine(360, 0, 1.25, "#15803d", true)}${pine(500, 10, 0.9, "#166534", true)}
    ${line("M160 0L220 -160", "#475569", 8)}${shape("M140 -10L180 10L196 -30L160 -46Z", p.main)}
    ${ellipse(180, 0, 70, 16, "#fff")}${flakes}`;
}

function cleaning(p: Palette, rng: Rng): string {
  let bubbles = "";
  for (let i = 0; i < 4; i++) {
    const [x, y, r] = [rng.range(-360, 360), rng.range(-400, -260), rng.range(10, 24)];
    bubbles += circle(x, y, r, "#fff", `${faint(".7")}${ring(p.main, 3)}`);
  }
  return `${shadow(-120, 0, 150)}${shape("M-230 -210H-10L-40 0H-200Z", p.main)}${rect(-240, -222, 240, 24, "#0f766e", 10)}
    ${line("M-220 -210Q-120 -340 -20 -210", "#475569", 8)}${ellipse(-120, -214, 96, 12, "#a5f3fc")}
    ${shadow(160, 0, 80)}${shape("M110 -230H210L230 -20Q230 0 210 0H110Q90 0 90 -20Z", "#f8fafc")}
    ${rect(110, -140, 100, 70, p.main, 8)}${shape("M120 -230V-280H220L250 -260H270V-240H200V-230Z", p.accent)}
    ${rect(190, -240, 16, 50, p.accent, 6)}${sparkle(320, -300, 44, p.accent)}${sparkle(-340, -330, 30, "#fff")}
    ${sparkle(400, -200, 22, p.main)}${bubbles}`;
}

function restaurant(p: Palette): string {
  const door = (x: Num) =>
    rect(x, -180, 160, 150, "#e2e8f0", 6) + rect(x + 55, -170, 50, 8, "#64748b", 4);
  const doors = [-440, -260, -80, 100, 280].map(door);
  return `${shape("M-260 -600H260L320 -460H-320Z", "#cbd5e1")}${rect(-320, -470, 640, 20, "#94a3b8", 4)}
    ${rect(-460, -250, 920, 250, "#94a3b8", 8)}${rect(-480, -270, 960, 30, "#e2e8f0", 8)}${doors.join("")}
    ${rect(-300, -360, 170, 90, "#475569", 10)}${rect(-320, -370, 210, 18, "#334155", 8)}
    ${line("M-260 -400q20-30 0-60M-200 -400q20-30 0-60", "#94a3b8", 8)}
    ${ellipse(160, -280, 110, 14, "#f8fafc")}${ellipse(160, -296, 100, 12, "#fff")}
    ${sparkle(380, -420, 46, p.accent)}${sparkle(60, -440, 26, p.main)}${sparkle(-420, -380, 32, "#fff")}`;
}

function bollards(p: Palette, rng: Rng): string {
  const row = [-480, -320, -160, 0, 160, 320, 480].map((x) => `<use href="#post" x="${x}"/>`);
  const top = rng.range(-470, -430);
  return `${rect(-700, top, 1400, -20 - top, "#e2e8f0")}${rect(-700, top, 1400, 14, "#cbd5e1")}
    ${rect(-700, top + 30, 1400, 50, rng.pick([p.main, "#0f766e", "#b45309"]))}
    ${rect(-540, top + 110, 460, -160 - top, "#bfdbfe", 6)}${rect(280, top + 110, 260, -160 - top, "#bfdbfe", 6)}
    ${rect(-20, top + 110, 240, -130 - top, "#93c5fd", 6)}${line("M-540 -200H-80M280 -200H540", "#fff", 6, faint(".6"))}
    ${rect(-700, -20, 1400, 200, "#cbd5e1")}${rect(-700, -20, 1400, 12, "#94a3b8")}
    <defs><g id="post">${shadow(28, 96, 44)}${shape("M0 96V-60a28 28 0 0 1 56 0V96Z", "#334155")}
    ${rect(0, -30, 56, 16, "#facc15")}${rect(0, 10, 56, 16, "#facc15")}${rect(8, -70, 10, 150, "#fff", 5, faint(".18"))}
    </g></defs>${row.join("")}`;
}

function moving(p: Palette): string {
  const box = (x: Num, y: Num, s: Num) =>
    rect(x, y - s, s, s, "#d6a45c", 4) + rect(x + s / 2 - 8, y - s, 16, s / 2, "#b7834a");
  return `${rect(-700, 40, 1400, 160, "#64748b")}
    ${line("M-560 120H-420M-300 120H-160M-40 120H100M220 120H360M480 120H600", "#f8fafc", 8)}
    ${shadow(40, 40, 300)}${rect(-240, -300, 380, 300, "#f8fafc", 10)}${rect(-240, -120, 380, 40, p.main)}
    ${shape("M150 -220H250Q270 -220 285 -200L330 -130V-10H150Z", p.main)}
    ${shape("M180 -200H250L290 -140H180Z", "#dbeafe")}${rect(-250, -20, 590, 30, "#334155", 6)}
    ${wheel(-150, 20, 42)}${wheel(240, 20, 42)}${box(-520, 40, 120)}${box(-400, 40, 100)}${box(-500, -80, 90)}`;
}

function photography(p: Palette, rng: Rng): string {
  return `${group("translate(160 0) scale(.75)", house(p, rng))}
    ${line("M-20 -560h-60v60M330 -560h60v60M-20 40h-60v-60M330 40h60v-60", "#fff", 10)}
    ${line("M-330 0L-260 -240L-190 0M-260 -240V0", "#334155", 10)}
    ${rect(-390, -400, 260, 170, "#1e293b", 22)}${rect(-360, -432, 80, 40, "#334155", 8)}
    ${circle(-260, -315, 64, "#334155")}${circle(-260, -315, 44, p.main)}
    ${circle(-272, -327, 14, "#fff", faint(".5"))}${rect(-180, -384, 30, 18, p.accent, 4)}`;
}

/** Isometric projection of a grid point, and the edges of a wireframe box. */
const iso = (x: Num, y: Num, z: Num) =>
  `${Math.round((x - y) * 52)} ${Math.round((x + y) * 30 - z * 60)}`;

function wireBox(x: Num, y: Num, w: Num, d: Num, h: Num): string {
  const ys = [y, y, y + d, y + d];
  const at = (z: Num) => [x, x + w, x + w, x].map((cx, i) => iso(cx, ys[i] ?? y, z));
  const [floor, top] = [at(0), at(h)];
  const posts = floor.map((point, i) => `M${point}L${top[i]}`);
  return `M${floor.join("L")}ZM${top.join("L")}Z${posts.join("")}`;
}

function archviz(p: Palette): string {
  const gable = (x: Num) => `M${iso(x, 0, 3)}L${iso(x, 2, 4.6)}L${iso(x, 4, 3)}`;
  const roof = `${gable(0)}${gable(5)}M${iso(0, 2, 4.6)}L${iso(5, 2, 4.6)}`;
  const face = `M${iso(5, 0, 0)}L${iso(5, 4, 0)}L${iso(5, 4, 3)}L${iso(5, 0, 3)}Z`;
  const ticks = `M${iso(-0.8, 0, 0)}L${iso(-0.4, 0, 0)}M${iso(-0.8, 4, 0)}L${iso(-0.4, 4, 0)}`;
  return `<g transform="translate(-40 -260)">${shape(face, "#bfdbfe", faint(".18"))}
    ${line(wireBox(0, 0, 5, 4, 3) + roof, "#e0f2fe", 5)}${line(wireBox(5.5, 1, 2, 2.5, 1.6), "#93c5fd", 4)}
    ${line(`M${iso(-0.6, 0, 0)}L${iso(-0.6, 4, 0)}${ticks}`, p.accent, 4)}</g>
    ${line("M-520 80L-380 -160L-240 80ZM-440 40L-380 -60L-320 40Z", "#fbbf24", 6)}
    ${circle(430, -480, 60, "none", ring("#e0f2fe", 5))}${shape("M430 -540L446 -480L430 -420L414 -480Z", p.accent)}`;
}

function placeholder(): string {
  return `${rect(-300, -520, 600, 420, "#f8fafc", 24, ring("#cbd5e1", 10))}${circle(130, -400, 44, "#cbd5e1")}
    ${shape("M-250 -150L-90 -340L40 -200L110 -270L250 -150Z", "#94a3b8")}`;
}

// ------------------------------------------------------------------ scenes

type Setting = "outdoor" | "street" | "indoor" | "blueprint" | "plain";
interface KindSpec {
  draw: (p: Palette, rng: Rng) => string;
  setting: Setting;
  /** Fills the whole scene instead of standing in it as one object. */
  wide?: boolean;
  /** Scale-up for motifs drawn smaller than the scene calls for. */
  size?: number;
}

const KINDS = {
  house: { draw: house, setting: "outdoor" },
  renovation: { draw: renovation, setting: "outdoor" },
  construction: { draw: construction, setting: "outdoor" },
  neighbourhood: { draw: neighbourhood, setting: "street", wide: true },
  painting: { draw: painting, setting: "indoor" },
  plumbing: { draw: plumbing, setting: "indoor", size: 1.1 },
  electrical: { draw: electrical, setting: "indoor" },
  ev: { draw: ev, setting: "outdoor", size: 1.15 },
  hvac: { draw: hvac, setting: "outdoor", size: 1.1 },
  duct: { draw: duct, setting: "indoor" },
  landscaping: { draw: landscaping, setting: "outdoor", wide: true },
  snow: { draw: snow, setting: "outdoor", wide: true },
  cleaning: { draw: cleaning, setting: "indoor", size: 1.3 },
  restaurant: { draw: restaurant, setting: "indoor", wide: true },
  bollards: { draw: bollards, setting: "street", wide: true },
  moving: { draw: moving, setting: "outdoor", wide: true },
  photography: { draw: photography, setting: "outdoor" },
  archviz: { draw: archviz, setting: "blueprint", wide: true },
  placeholder: { draw: placeholder, setting: "plain", wide: true },
} satisfies Record<string, KindSpec>;
type Kind = keyof typeof KINDS;

/** Slugs and category names name their motif; the first matching rule wins. */
const KIND_RULES: [RegExp, Kind][] = [
  [/restaurant|commercial-kitchen/, "restaurant"],
  [/bollard|security/, "bollards"],
  [/\bev\b|charg/, "ev"],
  [/duct/, "duct"],
  [/water-heat|plumb|drain|pipe|sewer|sump/, "plumbing"],
  [/hvac|heat|furnace|air-cond|cooling|ventilat/, "hvac"],
  [/electric|wiring|panel|lighting/, "electrical"],
  [/landscap|garden|lawn|interlock|\bsod\b|patio/, "landscaping"],
  [/snow|\bice\b/, "snow"],
  [/clean|janitor|maid|disinfect/, "cleaning"],
  [/\bmov|relocat|\bpacking\b/, "moving"],
  [/photo|video|real-estate|drone/, "photography"],
  [/architect|visuali|render|drafting|design/, "archviz"],
  [/paint|drywall/, "painting"],
  [/custom|new-build|build|addition/, "construction"],
  [/renovat|remodel|kitchen|bath|basement/, "renovation"],
  [/^all$|^home$|default|neighbourhood/, "neighbourhood"],
];

/** Props a slug or title can call for, shown beside the main motif. */
const PROP_RULES: [RegExp, Prop][] = [
  [/\bmov/, PROPS.boxes],
  [/construction|renovat|fit-out/, PROPS.hardHat],
  [/office|commercial|retail/, PROPS.desk],
  [/airbnb|rental|condo|apartment|housekeeping/, PROPS.sofa],
  [/pressure|parking/, PROPS.cone],
];

/** Secondary themes a title can name; they take over the last picture of a series. */
const TITLE_THEMES: [RegExp, Kind][] = [
  [/snow/, "snow"],
  [/\bev\b|charger/, "ev"],
];

const slugOf = (text = "") => text.toLowerCase().replace(/[^a-z0-9]+/g, "-");
const match = <T>(rules: [RegExp, T][], text?: string) =>
  rules.find(([re]) => re.test(slugOf(text)))?.[1];

/** The first text (slug, then category, ...) that names a motif decides it; houses otherwise. */
function kindOf(...texts: (string | undefined)[]): Kind {
  for (const text of texts) {
    const kind = match(KIND_RULES, text);
    if (kind) return kind;
  }
  return "house";
}

/**
 * Compositions: where the main object stands, how large, whether it is mirrored, where a
 * companion prop goes. Heroes use 0.
 */
const LAYOUTS = [
  { x: 600, y: 640, scale: 1, flip: false, companion: 0 },
  { x: 480, y: 640, scale: 0.9, flip: false, companion: 1000 },
  { x: 600, y: 690, scale: 1.22, flip: true, companion: 0 },
  { x: 720, y: 640, scale: 0.9, flip: true, companion: 200 },
] as const;

function companion(kind: Kind, p: Palette, variant: number, x: Num, prop?: Prop): string {
  if (!prop && KINDS[kind].setting === "outdoor") {
    if (variant === 1) return `${shadow(x, 640, 80)}${tree(x, 640, 0.9, p.green)}`;
    return `${pine(x - 50, 640, 0.9, p.green)}${pine(x + 40, 650, 0.7, "#166534")}`;
  }
  const tidy = kind === "cleaning" || kind === "painting";
  const fallback = variant === 1 ? PROPS.clipboard : tidy ? PROPS.plant : PROPS.toolbox;
  return `${shadow(x, 640, 100)}${group(`translate(${x} 640)`, (prop ?? fallback)(p))}`;
}

const GRID = `<pattern id="grid" width="40" height="40" patternUnits="userSpaceOnUse">
  <path d="M40 0H0V40" fill="none" stroke="#93c5fd" opacity=".3"/></pattern>`;

function scene(kind: Kind, seed: string, variant: number, prop?: Prop): string {
  const spec: KindSpec = KINDS[kind];
  const rng = rngFor(seed);
  const p = paletteFor(kind, rng);
  const layout = LAYOUTS[variant % LAYOUTS.length] ?? LAYOUTS[0];
  const backdrops: Record<Setting, () => string> = {
    outdoor: () => outdoor(p, rng, false),
    street: () => outdoor(p, rng, true),
    indoor: () => indoor(p, rng),
    blueprint,
    plain: () => rect(0, 0, 1200, 800, "url(#sky)"),
  };
  const wall = spec.setting === "indoor" ? gradient("wall", p.wall) : "";
  const defs = `${gradient("sky", p.sky)}${wall}${kind === "archviz" ? GRID : ""}`;
  const backdrop = backdrops[spec.setting]();
  const flip = layout.flip && kind !== "placeholder" ? " scale(-1 1)" : "";
  const motif = spec.draw(p, rng);
  let main: string;
  if (spec.wide) {
    const x = kind === "placeholder" ? 600 : 560 + (variant % 2) * 80;
    main = group(`translate(${x} 640)${flip}`, motif);
  } else {
    const scale = +(layout.scale * (spec.size ?? 1)).toFixed(2);
    const extra = layout.companion ? companion(kind, p, variant, layout.companion, prop) : "";
    main = extra + group(`translate(${layout.x} ${layout.y}) scale(${scale})${flip}`, motif);
  }
  return svg(1200, 800, defs, `${backdrop}${main}`);
}

// ------------------------------------------------------------------ portraits

const AVATAR_BACKGROUNDS = colours("#dbeafe #fef3c7 #dcfce7 #ccfbf1 #e0e7ff #fee2e2 #f1f5f9");
const SKIN_TONES = colours("#f5d0b5 #eab896 #d19a72 #b07850 #8d5a3b #5e3a24");
const HAIR_COLOURS = colours("#1f1b18 #3b2a20 #6b4226 #a0522d #d4a55a #9ca3af");
const SHIRT_COLOURS = colours("#2563eb #1e3a8a #0d9488 #f59e0b #334155 #15803d #b91c1c #7c3aed");

const BEARD = "M132 190Q140 262 200 266Q260 262 268 190Q250 236 200 238Q150 236 132 190Z";
const HAIRLINE = "M126 178Q118 78 200 74Q282 78 274 178Q262 120 200 116Q144 118 126 178Z";
/** Hair styles as [drawn behind the head, drawn in front of it]. */
const HAIR_STYLES: [string, string][] = [
  ["", HAIRLINE],
  ["", "M126 182Q114 76 206 72Q288 80 274 170Q250 110 176 122Q146 132 126 182Z"],
  ["M118 180Q110 66 200 66Q290 66 282 180L294 320Q200 340 106 320Z", HAIRLINE],
  ["M166 64a34 34 0 1 0 68 0a34 34 0 1 0-68 0", HAIRLINE],
  ["", "M130 160Q130 86 200 84Q270 86 270 160Q258 112 200 108Q142 112 130 160Z"],
];

/** A head-and-shoulders avatar; contractors wear a collar and sometimes a hard hat. */
function portrait(seed: string, contractor: boolean): string {
  const rng = rngFor(seed);
  const bg = rng.pick(AVATAR_BACKGROUNDS);
  const skin = rng.pick(SKIN_TONES);
  const shirt = rng.pick(SHIRT_COLOURS);
  const hair = rng.pick(HAIR_COLOURS);
  const [back, front] = rng.pick(HAIR_STYLES);
  const beard = rng.int(4) === 0 ? shape(BEARD, hair) : "";
  const hat = `${shape("M118 150Q120 70 200 66Q280 70 282 150Z", "#f59e0b")}
    ${rect(104, 140, 192, 20, "#d97706", 10)}${rect(192, 66, 16, 80, "#fbbf24", 6)}`;
  const collar = contractor
    ? shape("M160 292L200 336L240 292L226 282L200 306L174 282Z", "#f8fafc")
    : shape("M168 290Q200 326 232 290Z", skin);
  const body = `${circle(200, 200, 200, bg)}${circle(300, 90, 120, "#fff", faint(".25"))}${back && shape(back, hair)}
    ${shape("M40 420Q44 310 150 290H250Q356 310 360 420Z", shirt)}
    ${rect(172, 228, 56, 70, skin, 20)}${rect(172, 228, 56, 70, "#000", 20, faint(".1"))}${collar}
    ${circle(128, 184, 15, skin)}${circle(272, 184, 15, skin)}${ellipse(200, 176, 72, 86, skin)}
    ${beard}${contractor && rng.int(2) === 0 ? hat : shape(front, hair)}`;
  const clip = `<clipPath id="c"><circle cx="200" cy="200" r="200"/></clipPath>`;
  return svg(400, 400, clip, `<g clip-path="url(#c)">${body}</g>`);
}

// ------------------------------------------------------------------ path -> picture

const { services } = servicesModule;

function themed(kind: Kind, title: string, last: boolean): Kind {
  return (last && match(TITLE_THEMES, title)) || kind;
}

function drawImage(imagePath: string): string {
  const [, folder = "", file = ""] = /^\/images\/(?:([^/]+)\/)?([^/]+)\.svg$/.exec(imagePath) ?? [];
  const hashVariant = fnv1a(imagePath) % LAYOUTS.length;
  switch (folder) {
    case "people":
    case "contractors":
      return portrait(imagePath, folder === "contractors");
    case "services": {
      const category = services.find((s) => s.slug === file)?.category;
      return scene(kindOf(file, category), imagePath, 0);
    }
    case "service-types": {
      const owner = services.find((s) => s.serviceTypes?.some((t) => t.image === imagePath));
      const variant = hashVariant % 2 ? 1 : 3; // the layouts with a companion prop
      return scene(kindOf(file, owner?.slug), imagePath, variant, match(PROP_RULES, file));
    }
    case "projects": {
      const [, id = "0", n = "1"] = /^(\d+)-(\d+)$/.exec(file) ?? [];
      const project = projectsModule.sampleProjects.find((s) => String(s.id) === id);
      const last = !!project && project.images.length > 1 && Number(n) === project.images.length;
      const kind = themed(kindOf(project?.category, file), project?.title ?? "", last);
      const variant = (Number(n) - 1 + Number(id)) % 4;
      return scene(kind, imagePath, variant, match(PROP_RULES, project?.title));
    }
    case "categories": {
      const category = categoriesModule.categories.find((c) => c.slug === file);
      return scene(kindOf(file, category?.name), imagePath, 0);
    }
    case "articles": {
      const article = articlesModule.articles.find((a) => String(a.id) === file);
      return scene(kindOf(article?.category), imagePath, hashVariant);
    }
    default:
      return scene(file === "placeholder" ? "placeholder" : kindOf(file), imagePath, 0);
  }
}

// ------------------------------------------------------------------ files

function collectImagePaths(value: unknown, found: Set<string>, seen = new Set<object>()): void {
  if (typeof value === "string") {
    if (value.startsWith("/images/")) found.add(value);
  } else if (value !== null && typeof value === "object" && !seen.has(value)) {
    seen.add(value);
    for (const child of Object.values(value)) collectImagePaths(child, found, seen);
  }
}

/** Every entry under a folder, as full paths. */
function listTree(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { recursive: true, encoding: "utf8" })
    .map((name) => path.join(dir, name));
}

function main(): void {
  const found = new Set(FIXED_PATHS);
  const catalogue = [articlesModule, categoriesModule, citiesModule, contractorsModule];
  collectImagePaths([...catalogue, projectsModule, servicesModule, siteModule], found);
  const paths = [...found].filter((p) => p.endsWith(".svg")).sort();
  const skipped = [...found].filter((p) => !p.endsWith(".svg"));

  let totalBytes = 0;
  const written = new Set<string>();
  for (const imagePath of paths) {
    const output = drawImage(imagePath);
    const bytes = Buffer.byteLength(output);
    if (bytes > MAX_BYTES)
      throw new Error(`${imagePath} is ${bytes} bytes, over the ${MAX_BYTES} limit`);
    const target = path.join(PUBLIC_DIR, imagePath);
    fs.mkdirSync(path.dirname(target), { recursive: true });
    fs.writeFileSync(target, output);
    written.add(target);
    totalBytes += bytes;
  }

  const stale = listTree(IMAGES_DIR).filter((file) => file.endsWith(".svg") && !written.has(file));
  for (const file of stale) fs.unlinkSync(file);
  const folders = listTree(IMAGES_DIR).filter((entry) => fs.statSync(entry).isDirectory());
  folders.sort((a, b) => b.length - a.length); // children before their parents
  for (const dir of folders) if (fs.readdirSync(dir).length === 0) fs.rmdirSync(dir);

  console.log(`Wrote ${paths.length} SVG files, ${totalBytes} bytes in all, to public/images.`);
  if (stale.length) console.log(`Removed ${stale.length} unreferenced SVG files.`);
  if (skipped.length) console.warn(`Skipped paths that are not SVG: ${skipped.join(", ")}`);
}

main();
