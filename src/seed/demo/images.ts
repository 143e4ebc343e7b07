/**
 * Demo images, drawn here as SVG and rasterised to PNG with sharp: product
 * illustrations in the site's palette (slate, green #16a34a, blue #2563eb) on a
 * light background, no stock photos. Product pictures are 1200×900 (the 4:3 of
 * the site's cards), the hero banner 1600×700, the logo 209×27.
 * No text is drawn except the logo's wordmark, so one image serves both languages.
 */
import sharp from 'sharp'

import type { Bilingual } from './types'

const slate = {
  50: '#f8fafc',
  100: '#f1f5f9',
  200: '#e2e8f0',
  300: '#cbd5e1',
  400: '#94a3b8',
  500: '#64748b',
  600: '#475569',
  700: '#334155',
  800: '#1e293b',
  900: '#0f172a',
}
const green = { 400: '#4ade80', 500: '#22c55e', 600: '#16a34a', 700: '#15803d' }
const blue = { 400: '#60a5fa', 600: '#2563eb' }
const lamp = {
  red: '#dc2626',
  green: green[600],
  amber: '#f59e0b',
  blue: blue[600],
  white: '#f8fafc',
  yellow: '#facc15',
  black: '#1f2937',
}

const W = 1200
const H = 900

/** Shared gradients and the soft drop shadow every object sits on. */
const defs = `<defs>
  <linearGradient id="bg-light" x1="0" x2="0" y1="0" y2="1"><stop offset="0" stop-color="${slate[50]}"/><stop offset="1" stop-color="${slate[200]}"/></linearGradient>
  <linearGradient id="bg-dark" x1="0" x2="1" y1="0" y2="1"><stop offset="0" stop-color="${slate[900]}"/><stop offset="1" stop-color="${slate[700]}"/></linearGradient>
  <linearGradient id="metal" x1="0" x2="0" y1="0" y2="1"><stop offset="0" stop-color="#f3f4f6"/><stop offset=".5" stop-color="#d1d5db"/><stop offset="1" stop-color="#9ca3af"/></linearGradient>
  <linearGradient id="rail" x1="0" x2="0" y1="0" y2="1"><stop offset="0" stop-color="#e5e7eb"/><stop offset=".45" stop-color="#f9fafb"/><stop offset="1" stop-color="#9ca3af"/></linearGradient>
  <linearGradient id="grey-body" x1="0" x2="1" y1="0" y2="0"><stop offset="0" stop-color="${slate[300]}"/><stop offset=".5" stop-color="${slate[200]}"/><stop offset="1" stop-color="${slate[400]}"/></linearGradient>
  <linearGradient id="dark-body" x1="0" x2="1" y1="0" y2="0"><stop offset="0" stop-color="${slate[700]}"/><stop offset=".5" stop-color="${slate[600]}"/><stop offset="1" stop-color="${slate[800]}"/></linearGradient>
  <linearGradient id="steel-door" x1="0" x2="1" y1="0" y2="1"><stop offset="0" stop-color="#f1f5f9"/><stop offset="1" stop-color="#cbd5e1"/></linearGradient>
  <radialGradient id="glow"><stop offset="0" stop-color="#fff" stop-opacity=".9"/><stop offset=".55" stop-color="#fff" stop-opacity=".2"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient>
  <radialGradient id="halo"><stop offset="0" stop-color="#fff" stop-opacity=".35"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient>
  <linearGradient id="shine" x1="0" x2="0" y1="0" y2="1"><stop offset="0" stop-color="#fff" stop-opacity=".55"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></linearGradient>
  <filter id="shadow" x="-20%" y="-20%" width="140%" height="150%">
    <feGaussianBlur in="SourceAlpha" stdDeviation="10"/>
    <feOffset dy="14" result="blur"/>
    <feComponentTransfer><feFuncA type="linear" slope=".28"/></feComponentTransfer>
    <feMerge><feMergeNode/><feMergeNode in="SourceGraphic"/></feMerge>
  </filter>
  <filter id="soft" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="18"/></filter>
</defs>`

function svg(
  width: number,
  height: number,
  body: string,
  background: 'light' | 'dark' = 'light',
): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${defs}<rect width="100%" height="100%" fill="url(#bg-${background})"/>${body}</svg>`
}

/** A green accent bar at the bottom edge, the brand's mark on every picture. */
const brandBar = (width: number, height: number) =>
  `<rect x="0" y="${height - 10}" width="${width}" height="10" fill="${green[600]}"/>`

/** A contact shadow on the "table" under an object. */
const floor = (cx: number, cy: number, rx: number) =>
  `<ellipse cx="${cx}" cy="${cy}" rx="${rx}" ry="${rx * 0.08}" fill="${slate[900]}" opacity=".18" filter="url(#soft)"/>`

/** A 22 mm operator seen from the front: knurled bezel, dark ring, coloured cap. */
function pushButton(x: number, y: number, r: number, color: string): string {
  let knurl = ''
  for (let i = 0; i < 36; i++) {
    const a = (i * Math.PI * 2) / 36
    knurl += `<line x1="${(Math.cos(a) * r * 1.22).toFixed(1)}" y1="${(Math.sin(a) * r * 1.22).toFixed(1)}" x2="${(Math.cos(a) * r * 1.38).toFixed(1)}" y2="${(Math.sin(a) * r * 1.38).toFixed(1)}" stroke="${slate[500]}" stroke-width="2" opacity=".5"/>`
  }
  return `<g transform="translate(${x} ${y})" filter="url(#shadow)">
    <circle r="${r * 1.4}" fill="url(#metal)" stroke="${slate[500]}" stroke-width="2"/>${knurl}
    <circle r="${r * 1.14}" fill="${slate[800]}"/>
    <circle r="${r}" fill="${color}"/>
    <ellipse cx="${-r * 0.28}" cy="${-r * 0.38}" rx="${r * 0.55}" ry="${r * 0.3}" fill="url(#shine)"/>
  </g>`
}

/** An illuminated LED pilot light with its halo. */
function pilotLight(x: number, y: number, r: number, color: string, on = true): string {
  return `<g transform="translate(${x} ${y})">
    ${on ? `<circle r="${r * 2.4}" fill="${color}" opacity=".28" filter="url(#soft)"/>` : ''}
    <g filter="url(#shadow)"><circle r="${r * 1.38}" fill="url(#metal)" stroke="${slate[500]}" stroke-width="2"/><circle r="${r * 1.12}" fill="${slate[800]}"/></g>
    <circle r="${r}" fill="${color}" opacity="${on ? 1 : 0.45}"/>
    ${on ? `<circle r="${r * 0.85}" fill="url(#glow)"/>` : ''}
    <ellipse cx="${-r * 0.3}" cy="${-r * 0.42}" rx="${r * 0.42}" ry="${r * 0.2}" fill="#fff" opacity=".45"/>
  </g>`
}

/** A selector switch knob at an angle (degrees, 0 = vertical). */
function selector(x: number, y: number, r: number, angle: number, knob = lamp.black): string {
  return `<g transform="translate(${x} ${y})">
    <g filter="url(#shadow)"><circle r="${r * 1.38}" fill="url(#metal)" stroke="${slate[500]}" stroke-width="2"/></g>
    <circle r="${r * 1.12}" fill="${slate[300]}" stroke="${slate[500]}" stroke-width="2"/>
    <circle cx="${(-Math.sin(Math.PI / 4) * r * 1.7).toFixed(1)}" cy="${(-Math.cos(Math.PI / 4) * r * 1.7).toFixed(1)}" r="${r * 0.09}" fill="${slate[500]}"/>
    <circle cx="0" cy="${-r * 1.7}" r="${r * 0.09}" fill="${slate[500]}"/>
    <circle cx="${(Math.sin(Math.PI / 4) * r * 1.7).toFixed(1)}" cy="${(-Math.cos(Math.PI / 4) * r * 1.7).toFixed(1)}" r="${r * 0.09}" fill="${slate[500]}"/>
    <g transform="rotate(${angle})"><rect x="${-r * 0.24}" y="${-r * 0.98}" width="${r * 0.48}" height="${r * 1.96}" rx="${r * 0.2}" fill="${knob}"/><rect x="${-r * 0.06}" y="${-r * 0.85}" width="${r * 0.12}" height="${r * 0.5}" rx="${r * 0.05}" fill="#fff"/></g>
  </g>`
}

/** A red mushroom-head emergency stop on a yellow legend ring. */
function emergencyStop(x: number, y: number, r: number): string {
  return `<g transform="translate(${x} ${y})" filter="url(#shadow)">
    <circle r="${r * 1.7}" fill="${lamp.yellow}" stroke="#ca8a04" stroke-width="3"/>
    <circle r="${r * 1.15}" fill="url(#metal)" stroke="${slate[500]}" stroke-width="2"/>
    <circle r="${r}" fill="#b91c1c"/>
    <circle r="${r * 0.86}" fill="${lamp.red}"/>
    <ellipse cx="${-r * 0.3}" cy="${-r * 0.36}" rx="${r * 0.45}" ry="${r * 0.24}" fill="url(#shine)"/>
  </g>`
}

/** A screw terminal seen from the front. */
const screw = (x: number, y: number, r: number) =>
  `<circle cx="${x}" cy="${y}" r="${r}" fill="url(#metal)" stroke="${slate[600]}" stroke-width="2"/><rect x="${x - r * 0.7}" y="${y - r * 0.14}" width="${r * 1.4}" height="${r * 0.28}" fill="${slate[600]}" transform="rotate(-35 ${x} ${y})"/>`

/** A 35 mm top-hat DIN rail. */
const dinRail = (x: number, y: number, width: number) =>
  `<rect x="${x}" y="${y}" width="${width}" height="70" rx="3" fill="url(#rail)" stroke="${slate[400]}" stroke-width="2"/>` +
  Array.from(
    { length: Math.floor(width / 90) },
    (_, i) =>
      `<rect x="${x + 30 + i * 90}" y="${y + 27}" width="50" height="16" rx="8" fill="${slate[400]}"/>`,
  ).join('')

/** A coloured wire leaving upwards or downwards with a gentle curve. */
const wire = (x: number, y: number, toX: number, toY: number, color: string, width = 12) =>
  `<path d="M${x} ${y} C ${x} ${(y + toY) / 2}, ${toX} ${(y + toY) / 2}, ${toX} ${toY}" fill="none" stroke="${color}" stroke-width="${width}" stroke-linecap="round"/>`

type Drawing = { width: number; height: number; alt: Bilingual; svg: () => string }

const drawings = {
  'control-panel-hero': {
    width: 1600,
    height: 700,
    alt: {
      en: 'Control panel door with pilot lights, push buttons, a selector switch, an emergency stop and a tower light',
      es: 'Puerta de tablero de control con luces piloto, botones pulsadores, un selector, un paro de emergencia y una torre de señalización',
    },
    svg: () => {
      // the left half stays calm: the hero's heading sits there
      let body = `<circle cx="1150" cy="350" r="420" fill="${green[600]}" opacity=".12" filter="url(#soft)"/>`
      body += `<g filter="url(#shadow)"><rect x="820" y="95" width="660" height="500" rx="16" fill="url(#steel-door)" stroke="${slate[400]}" stroke-width="3"/></g>`
      body += `<rect x="846" y="121" width="608" height="448" rx="10" fill="none" stroke="${slate[300]}" stroke-width="3"/>`
      body += `<rect x="1440" y="305" width="22" height="90" rx="8" fill="${slate[600]}"/>`
      const lights = [lamp.green, lamp.amber, lamp.red, lamp.blue]
      lights.forEach((color, i) => (body += pilotLight(930 + i * 130, 195, 28, color, i !== 2)))
      const buttons = [lamp.green, lamp.red, lamp.black, lamp.blue]
      buttons.forEach((color, i) => (body += pushButton(930 + i * 130, 335, 32, color)))
      body += selector(930, 480, 32, 45)
      body += selector(1060, 480, 32, -45)
      body += emergencyStop(1255, 480, 40)
      return svg(1600, 700, body + brandBar(1600, 700), 'dark')
    },
  },
  'push-buttons': {
    width: W,
    height: H,
    alt: {
      en: 'Row of 22 mm push buttons in green, red, yellow, blue and black',
      es: 'Fila de botones pulsadores de 22 mm en verde, rojo, amarillo, azul y negro',
    },
    svg: () => {
      let body = `<g filter="url(#shadow)"><rect x="90" y="260" width="1020" height="380" rx="22" fill="url(#steel-door)" stroke="${slate[300]}" stroke-width="3"/></g>`
      ;[lamp.green, lamp.red, lamp.yellow, lamp.blue, lamp.black].forEach((color, i) => {
        const x = 200 + i * 200
        body += pushButton(x, 420, 58, color)
        body += `<rect x="${x - 70}" y="540" width="140" height="42" rx="6" fill="${slate[800]}"/><rect x="${x - 44}" y="556" width="88" height="10" rx="5" fill="${slate[400]}"/>`
      })
      return svg(W, H, body + brandBar(W, H))
    },
  },
  'pilot-lights': {
    width: W,
    height: H,
    alt: {
      en: 'Illuminated LED pilot lights glowing green, amber, red and blue',
      es: 'Luces piloto LED encendidas en verde, ámbar, rojo y azul',
    },
    svg: () => {
      let body = ''
      ;[lamp.green, lamp.amber, lamp.red, lamp.blue].forEach(
        (color, i) => (body += pilotLight(255 + i * 230, 400, 70, color)),
      )
      ;[lamp.green, lamp.white, lamp.amber, lamp.red, lamp.blue, lamp.green].forEach(
        (color, i) => (body += pilotLight(210 + i * 156, 650, 30, color, i % 2 === 0)),
      )
      return svg(W, H, body + brandBar(W, H), 'dark')
    },
  },
  'selector-switches': {
    width: W,
    height: H,
    alt: {
      en: 'Two- and three-position selector switches with knob and key operators',
      es: 'Selectores de dos y tres posiciones con manija y con llave',
    },
    svg: () => {
      let body =
        selector(280, 450, 90, -45) +
        selector(600, 450, 90, 0) +
        selector(920, 450, 90, 45, slate[600])
      body += `<g transform="translate(920 450) rotate(45)"><circle cy="-40" r="16" fill="${lamp.yellow}"/><rect x="-8" y="-40" width="16" height="60" fill="${lamp.yellow}"/></g>`
      return svg(W, H, body + brandBar(W, H))
    },
  },
  'control-station': {
    width: W,
    height: H,
    alt: {
      en: 'Three-hole control station with emergency stop, start and stop push buttons',
      es: 'Estación de control de tres orificios con paro de emergencia y botones de arranque y paro',
    },
    svg: () => {
      let body = floor(600, 820, 260)
      body += `<g filter="url(#shadow)"><rect x="430" y="80" width="340" height="740" rx="30" fill="${lamp.yellow}" stroke="#ca8a04" stroke-width="4"/></g>`
      body += `<rect x="452" y="102" width="296" height="696" rx="20" fill="none" stroke="#fde68a" stroke-width="4"/>`
      for (const [x, y] of [
        [470, 120],
        [730, 120],
        [470, 780],
        [730, 780],
      ] as const)
        body += screw(x, y, 12)
      body += emergencyStop(600, 250, 70)
      body += pushButton(600, 480, 54, lamp.green)
      body += pushButton(600, 660, 54, lamp.red)
      body += `<rect x="560" y="820" width="80" height="40" rx="8" fill="${slate[600]}"/>`
      return svg(W, H, body + brandBar(W, H))
    },
  },
  contactor: {
    width: W,
    height: H,
    alt: {
      en: 'Three-pole IEC contactor with screw terminals and a side-mounted auxiliary contact block',
      es: 'Contactor IEC tripolar con bornes de tornillo y bloque de contactos auxiliares lateral',
    },
    svg: () => {
      let body = dinRail(120, 420, 960)
      body += `<g filter="url(#shadow)"><rect x="400" y="130" width="400" height="640" rx="26" fill="url(#grey-body)" stroke="${slate[500]}" stroke-width="3"/></g>`
      body += `<rect x="420" y="150" width="360" height="120" rx="14" fill="${slate[200]}"/><rect x="420" y="630" width="360" height="120" rx="14" fill="${slate[200]}"/>`
      for (let i = 0; i < 3; i++)
        body += screw(480 + i * 120, 210, 30) + screw(480 + i * 120, 690, 30)
      body += `<rect x="460" y="320" width="280" height="260" rx="14" fill="url(#dark-body)"/>`
      body += `<rect x="555" y="360" width="90" height="130" rx="10" fill="${slate[300]}"/><rect x="575" y="380" width="50" height="60" rx="6" fill="${green[600]}"/>`
      body += `<rect x="480" y="520" width="240" height="36" rx="6" fill="${slate[500]}"/><rect x="500" y="530" width="120" height="16" rx="4" fill="${slate[200]}"/>`
      body += `<g filter="url(#shadow)"><rect x="810" y="250" width="110" height="400" rx="16" fill="url(#grey-body)" stroke="${slate[500]}" stroke-width="3"/></g>`
      body += screw(865, 310, 22) + screw(865, 590, 22)
      body += `<rect x="835" y="400" width="60" height="100" rx="8" fill="${slate[600]}"/>`
      return svg(W, H, body + brandBar(W, H))
    },
  },
  relays: {
    width: W,
    height: H,
    alt: {
      en: 'Plug-in general purpose relay with LED beside its DIN-rail socket',
      es: 'Relé enchufable de propósito general con LED junto a su base para riel DIN',
    },
    svg: () => {
      let body = dinRail(100, 560, 1000)
      body += `<g filter="url(#shadow)"><rect x="300" y="150" width="280" height="420" rx="18" fill="${blue[400]}" opacity=".55" stroke="${blue[600]}" stroke-width="4"/></g>`
      body += `<rect x="340" y="200" width="200" height="200" rx="10" fill="${slate[700]}"/><circle cx="440" cy="300" r="60" fill="${slate[500]}"/><circle cx="440" cy="300" r="40" fill="#b45309"/>`
      body += `<rect x="340" y="430" width="90" height="40" rx="6" fill="${lamp.yellow}"/><circle cx="500" cy="450" r="16" fill="${lamp.red}"/><circle cx="500" cy="450" r="16" fill="url(#glow)"/>`
      body += `<g filter="url(#shadow)"><rect x="660" y="330" width="320" height="360" rx="18" fill="url(#dark-body)"/></g>`
      for (let i = 0; i < 4; i++)
        body += screw(720 + (i % 2) * 200, 400 + Math.floor(i / 2) * 220, 26)
      for (let i = 0; i < 8; i++)
        body += `<rect x="${740 + (i % 4) * 45}" y="${490 + Math.floor(i / 4) * 60}" width="22" height="36" rx="4" fill="${slate[900]}"/>`
      return svg(W, H, body + brandBar(W, H))
    },
  },
  'timing-relay': {
    width: W,
    height: H,
    alt: {
      en: 'DIN-rail electronic timing relay with time and function dials',
      es: 'Relé temporizador electrónico para riel DIN con perillas de tiempo y función',
    },
    svg: () => {
      let body = dinRail(100, 420, 1000)
      body += `<g filter="url(#shadow)"><rect x="440" y="120" width="320" height="660" rx="20" fill="${slate[50]}" stroke="${slate[400]}" stroke-width="3"/></g>`
      body += `<rect x="440" y="120" width="320" height="130" rx="20" fill="${slate[200]}"/><rect x="440" y="650" width="320" height="130" rx="20" fill="${slate[200]}"/>`
      body += screw(520, 185, 26) + screw(680, 185, 26) + screw(520, 715, 26) + screw(680, 715, 26)
      for (const [y, angle] of [
        [350, 40],
        [520, -60],
      ] as const) {
        body += `<circle cx="600" cy="${y}" r="62" fill="${slate[100]}" stroke="${slate[400]}" stroke-width="3"/>`
        for (let i = 0; i < 10; i++)
          body += `<line x1="600" y1="${y - 72}" x2="600" y2="${y - 82}" stroke="${slate[500]}" stroke-width="3" transform="rotate(${-135 + i * 30} 600 ${y})"/>`
        body += `<g transform="rotate(${angle} 600 ${y})"><circle cx="600" cy="${y}" r="44" fill="${blue[600]}"/><rect x="594" y="${y - 42}" width="12" height="34" rx="4" fill="#fff"/></g>`
      }
      body += `<circle cx="500" cy="610" r="12" fill="${green[500]}"/><circle cx="500" cy="610" r="12" fill="url(#glow)"/><circle cx="700" cy="610" r="12" fill="#f59e0b" opacity=".5"/>`
      return svg(W, H, body + brandBar(W, H))
    },
  },
  'terminal-blocks': {
    width: W,
    height: H,
    alt: {
      en: 'Gray, blue and green-yellow terminal blocks on a DIN rail with wires landed',
      es: 'Bloques de terminales grises, azules y verde-amarillo en riel DIN con cables conectados',
    },
    svg: () => {
      let body = dinRail(60, 415, 1080)
      const wires = [
        '#111827',
        lamp.red,
        '#111827',
        '#f8fafc',
        blue[600],
        blue[600],
        lamp.red,
        '#111827',
        lamp.amber,
        '#111827',
        '#f8fafc',
        green[600],
      ]
      for (let i = 0; i < 12; i++) {
        const x = 190 + i * 68
        const color = i === 4 || i === 5 ? blue[400] : i === 11 ? green[500] : slate[400]
        body += wire(x + 29, 170, x + 29 + (i - 6) * 14, 20, wires[i]!, 12)
        body += wire(x + 29, 700, x + 29 - (i - 6) * 10, 890, wires[(i + 3) % 12]!, 12)
        body += `<g filter="url(#shadow)"><path d="M${x} 250 L${x + 58} 250 L${x + 58} 700 L${x} 700 Z" fill="${color}" stroke="${slate[600]}" stroke-width="2"/></g>`
        if (i === 11)
          body += `<path d="M${x} 300 L${x + 58} 360 L${x + 58} 420 L${x} 360 Z M${x} 480 L${x + 58} 540 L${x + 58} 600 L${x} 540 Z" fill="${lamp.yellow}"/>`
        body += `<rect x="${x + 6}" y="${160}" width="46" height="100" rx="6" fill="${slate[300]}" stroke="${slate[600]}" stroke-width="2"/>`
        body += screw(x + 29, 300, 17) + screw(x + 29, 650, 17)
        body += `<rect x="${x + 10}" y="450" width="38" height="50" rx="4" fill="#fff" stroke="${slate[400]}"/>`
      }
      body += `<g filter="url(#shadow)"><rect x="120" y="240" width="50" height="470" rx="6" fill="${slate[600]}"/><rect x="1006" y="240" width="50" height="470" rx="6" fill="${slate[600]}"/></g>`
      return svg(W, H, body + brandBar(W, H))
    },
  },
  'wire-duct': {
    width: W,
    height: H,
    alt: {
      en: 'Gray slotted wire duct with its cover lifted and wires inside',
      es: 'Canaleta ranurada gris con la tapa levantada y cables en su interior',
    },
    svg: () => {
      let body = floor(600, 700, 560)
      // wires inside the duct
      const colors = [blue[600], '#111827', lamp.red, '#f8fafc', blue[600], lamp.amber]
      colors.forEach(
        (color, i) =>
          (body += `<path d="M60 ${470 + i * 28} C 400 ${450 + i * 30}, 800 ${500 + i * 24}, 1140 ${470 + i * 28}" fill="none" stroke="${color}" stroke-width="16"/>`),
      )
      body += `<g filter="url(#shadow)"><rect x="60" y="420" width="1080" height="280" fill="${slate[300]}" stroke="${slate[500]}" stroke-width="3"/></g>`
      for (let i = 0; i < 27; i++)
        body += `<rect x="${80 + i * 40}" y="420" width="16" height="200" fill="url(#bg-light)"/>`
      colors.forEach((color, i) => {
        const x = 184 + i * 160
        body +=
          `<rect x="${x}" y="420" width="16" height="200" fill="url(#bg-light)"/>` +
          wire(x + 8, 560, x + 8 + 40, 330, color, 14)
      })
      body += `<rect x="60" y="660" width="1080" height="40" fill="${slate[400]}"/>`
      // cover, lifted and tilted
      body += `<g filter="url(#shadow)" transform="rotate(-4 600 240)"><rect x="70" y="200" width="1060" height="70" rx="8" fill="${slate[300]}" stroke="${slate[500]}" stroke-width="3"/><rect x="70" y="200" width="1060" height="22" rx="8" fill="#fff" opacity=".4"/></g>`
      return svg(W, H, body + brandBar(W, H))
    },
  },
  enclosure: {
    width: W,
    height: H,
    alt: {
      en: 'Gray steel enclosure with a hinged door, quarter-turn latches and a window',
      es: 'Gabinete de acero gris con puerta abisagrada, cierres de cuarto de vuelta y ventana',
    },
    svg: () => {
      let body = floor(600, 830, 320)
      body += `<g filter="url(#shadow)"><rect x="330" y="70" width="540" height="760" rx="16" fill="${slate[400]}"/><rect x="350" y="84" width="500" height="730" rx="10" fill="url(#steel-door)" stroke="${slate[400]}" stroke-width="3"/></g>`
      body += `<rect x="380" y="114" width="440" height="670" rx="6" fill="none" stroke="${slate[300]}" stroke-width="4"/>`
      body += `<rect x="430" y="170" width="340" height="220" rx="10" fill="${slate[700]}" opacity=".9"/><rect x="430" y="170" width="340" height="70" rx="10" fill="#fff" opacity=".12"/>`
      ;[green[500], lamp.amber, lamp.red].forEach(
        (color, i) => (body += pilotLight(500 + i * 100, 300, 18, color, i === 0)),
      )
      body += `<rect x="318" y="190" width="24" height="110" rx="6" fill="${slate[600]}"/><rect x="318" y="600" width="24" height="110" rx="6" fill="${slate[600]}"/>`
      for (const y of [250, 650])
        body += `<circle cx="800" cy="${y}" r="24" fill="${slate[700]}"/><rect x="790" y="${y - 16}" width="20" height="32" rx="4" fill="${slate[400]}"/>`
      body += `<rect x="520" y="470" width="160" height="60" rx="6" fill="#fff" stroke="${slate[300]}" stroke-width="2"/><rect x="540" y="490" width="120" height="8" fill="${slate[300]}"/><rect x="540" y="506" width="80" height="8" fill="${slate[300]}"/>`
      return svg(W, H, body + brandBar(W, H))
    },
  },
  'tower-light': {
    width: W,
    height: H,
    alt: {
      en: 'LED tower light stack with red, amber, green and blue tiers',
      es: 'Torre de señalización LED con niveles rojo, ámbar, verde y azul',
    },
    svg: () => {
      let body = `<circle cx="600" cy="330" r="300" fill="${green[600]}" opacity=".12" filter="url(#soft)"/>`
      const tiers = [lamp.red, lamp.amber, green[500], blue[600]]
      body += `<rect x="530" y="50" width="140" height="40" rx="14" fill="${slate[600]}"/>`
      tiers.forEach((color, i) => {
        const y = 90 + i * 130
        const lit = i !== 1
        body += `<rect x="520" y="${y}" width="160" height="124" rx="10" fill="${color}" opacity="${lit ? 1 : 0.5}"/>`
        for (let r = 0; r < 5; r++)
          body += `<rect x="${534 + r * 28}" y="${y + 8}" width="10" height="108" rx="5" fill="#fff" opacity=".12"/>`
        if (lit)
          body += `<ellipse cx="600" cy="${y + 62}" rx="70" ry="56" fill="url(#glow)"/><ellipse cx="600" cy="${y + 62}" rx="160" ry="90" fill="${color}" opacity=".25" filter="url(#soft)"/>`
        body += `<rect x="514" y="${y + 120}" width="172" height="10" rx="3" fill="${slate[500]}"/>`
      })
      body += `<rect x="580" y="610" width="40" height="190" fill="url(#metal)"/><g filter="url(#shadow)"><rect x="490" y="790" width="220" height="36" rx="8" fill="${slate[800]}"/></g>`
      return svg(W, H, body + brandBar(W, H), 'dark')
    },
  },
  'circuit-breakers': {
    width: W,
    height: H,
    alt: {
      en: 'Motor protection circuit breaker beside miniature circuit breakers on a DIN rail',
      es: 'Guardamotor junto a interruptores termomagnéticos miniatura en riel DIN',
    },
    svg: () => {
      let body = dinRail(60, 415, 1080)
      for (let i = 0; i < 4; i++) {
        const x = 150 + i * 120
        body += `<g filter="url(#shadow)"><rect x="${x}" y="200" width="108" height="500" rx="12" fill="${slate[50]}" stroke="${slate[400]}" stroke-width="3"/></g>`
        body += screw(x + 54, 250, 18) + screw(x + 54, 650, 18)
        body += `<rect x="${x + 30}" y="360" width="48" height="140" rx="8" fill="${slate[300]}"/><rect x="${x + 34}" y="${i === 2 ? 440 : 366}" width="40" height="56" rx="6" fill="${slate[800]}"/>`
        body += `<rect x="${x + 30}" y="540" width="48" height="20" rx="3" fill="${i === 2 ? green[600] : lamp.red}"/>`
      }
      const x = 700
      body += `<g filter="url(#shadow)"><rect x="${x}" y="170" width="320" height="560" rx="18" fill="url(#grey-body)" stroke="${slate[500]}" stroke-width="3"/></g>`
      for (let i = 0; i < 3; i++)
        body += screw(x + 70 + i * 90, 230, 24) + screw(x + 70 + i * 90, 670, 24)
      body += `<rect x="${x + 40}" y="300" width="240" height="300" rx="14" fill="${slate[700]}"/>`
      body += `<circle cx="${x + 160}" cy="450" r="96" fill="${slate[900]}"/><rect x="${x + 140}" y="360" width="40" height="180" rx="14" fill="${lamp.black}" stroke="${slate[500]}" stroke-width="2" transform="rotate(90 ${x + 160} 450)"/>`
      body += `<circle cx="${x + 250}" cy="330" r="18" fill="${blue[600]}"/>`
      return svg(W, H, body + brandBar(W, H))
    },
  },
  'disconnect-switch': {
    width: W,
    height: H,
    alt: {
      en: 'Door-mounted rotary disconnect switch with a red handle on a yellow plate',
      es: 'Interruptor de desconexión rotativo para puerta con manija roja sobre placa amarilla',
    },
    svg: () => {
      let body = `<rect x="0" y="0" width="${W}" height="${H}" fill="url(#steel-door)" opacity=".5"/>`
      body += `<g filter="url(#shadow)"><rect x="390" y="180" width="420" height="420" rx="26" fill="${lamp.yellow}" stroke="#ca8a04" stroke-width="4"/></g>`
      for (const [x, y] of [
        [430, 220],
        [770, 220],
        [430, 560],
        [770, 560],
      ] as const)
        body += screw(x, y, 14)
      body += `<circle cx="600" cy="390" r="140" fill="${slate[800]}"/><circle cx="600" cy="390" r="120" fill="${slate[700]}"/>`
      body += `<g filter="url(#shadow)" transform="rotate(-90 600 390)"><rect x="560" y="230" width="80" height="320" rx="34" fill="${lamp.red}"/><rect x="574" y="244" width="24" height="120" rx="12" fill="#fff" opacity=".3"/></g>`
      body += `<rect x="470" y="660" width="260" height="110" rx="14" fill="${slate[700]}"/><circle cx="600" cy="715" r="28" fill="none" stroke="${slate[300]}" stroke-width="10"/>`
      return svg(W, H, body + brandBar(W, H))
    },
  },
  'pilot-lights-16mm': {
    width: W,
    height: H,
    alt: {
      en: 'Compact 16 mm LED pilot lights, round and square, on a small operator panel',
      es: 'Luces piloto LED compactas de 16 mm, redondas y cuadradas, en un panel de operador pequeño',
    },
    svg: () => {
      let body = `<g filter="url(#shadow)"><rect x="150" y="190" width="900" height="520" rx="20" fill="${slate[800]}" stroke="${slate[600]}" stroke-width="3"/></g>`
      const colors = [lamp.green, lamp.amber, lamp.red, lamp.blue, lamp.white]
      colors.forEach((color, i) => (body += pilotLight(270 + i * 165, 340, 40, color, i !== 3)))
      colors.forEach((color, i) => {
        const x = 270 + i * 165
        const on = i % 2 === 0
        body += `<g filter="url(#shadow)"><rect x="${x - 58}" y="500" width="116" height="116" rx="10" fill="url(#metal)" stroke="${slate[500]}" stroke-width="2"/></g>`
        body += `<rect x="${x - 44}" y="514" width="88" height="88" rx="6" fill="${color}" opacity="${on ? 1 : 0.45}"/>`
        if (on)
          body += `<rect x="${x - 40}" y="518" width="80" height="80" rx="6" fill="url(#glow)"/>`
      })
      return svg(W, H, body + brandBar(W, H), 'dark')
    },
  },
  'pilot-lights-13mm': {
    width: W,
    height: H,
    alt: {
      en: 'Miniature 13 mm LED indicators with wire leads and solder terminals',
      es: 'Indicadores LED miniatura de 13 mm con cables y terminales para soldar',
    },
    svg: () => {
      let body = ''
      const colors = [lamp.red, lamp.green, lamp.amber, lamp.blue, lamp.white, lamp.yellow]
      colors.forEach((color, i) => {
        const x = 190 + i * 165
        const leads = i < 3
        if (leads) {
          body +=
            wire(x - 8, 420, x - 40, 780, lamp.red, 8) + wire(x + 8, 420, x + 30, 780, '#111827', 8)
        } else {
          body += `<rect x="${x - 20}" y="420" width="10" height="120" fill="url(#metal)"/><rect x="${x + 10}" y="420" width="10" height="120" fill="url(#metal)"/>`
        }
        body += `<g filter="url(#shadow)"><rect x="${x - 30}" y="300" width="60" height="130" rx="8" fill="${slate[700]}"/></g>`
        body += pilotLight(x, 290, 30, color, i !== 4)
      })
      return svg(W, H, body + brandBar(W, H), 'dark')
    },
  },
  'accessories-16mm': {
    width: W,
    height: H,
    alt: {
      en: 'Replacement caps for 16 mm buttons in several colors, an anti-rotation ring and a blanking plug',
      es: 'Capuchones de repuesto para botones de 16 mm en varios colores, un anillo antigiro y un tapón ciego',
    },
    svg: () => {
      let body = ''
      ;[lamp.green, lamp.red, lamp.yellow, lamp.black].forEach((color, i) => {
        const x = 240 + i * 240
        body += `<g filter="url(#shadow)"><circle cx="${x}" cy="300" r="78" fill="${color}" stroke="${slate[600]}" stroke-width="3"/></g>`
        body += `<ellipse cx="${x - 22}" cy="270" rx="40" ry="20" fill="url(#shine)"/>`
        body += `<g filter="url(#shadow)"><rect x="${x - 70}" y="470" width="140" height="140" rx="14" fill="${color}" stroke="${slate[600]}" stroke-width="3"/></g>`
        body += `<rect x="${x - 52}" y="488" width="80" height="30" rx="10" fill="url(#shine)"/>`
      })
      body += `<g filter="url(#shadow)"><circle cx="400" cy="760" r="70" fill="none" stroke="url(#metal)" stroke-width="26"/></g><rect x="385" y="672" width="30" height="24" rx="4" fill="${slate[500]}"/>`
      body += `<g filter="url(#shadow)"><circle cx="800" cy="760" r="70" fill="${slate[800]}"/></g><circle cx="800" cy="760" r="50" fill="${slate[700]}"/>`
      return svg(W, H, body + brandBar(W, H))
    },
  },
  'accessories-30mm': {
    width: W,
    height: H,
    alt: {
      en: '30 mm contact blocks with screw terminals beside a clear silicone boot',
      es: 'Bloques de contactos de 30 mm con bornes de tornillo junto a un capuchón de silicona transparente',
    },
    svg: () => {
      let body = floor(600, 780, 480)
      ;[green[600], lamp.red, green[600]].forEach((accent, i) => {
        const x = 170 + i * 250
        body += `<g filter="url(#shadow)"><rect x="${x}" y="230" width="190" height="520" rx="18" fill="${slate[100]}" stroke="${slate[400]}" stroke-width="3"/></g>`
        body += screw(x + 95, 320, 34) + screw(x + 95, 660, 34)
        body += `<rect x="${x + 45}" y="440" width="100" height="100" rx="12" fill="${accent}"/><rect x="${x + 65}" y="470" width="60" height="40" rx="6" fill="#fff" opacity=".8"/>`
      })
      body += `<g filter="url(#shadow)"><ellipse cx="1000" cy="500" rx="120" ry="200" fill="#e0f2fe" opacity=".75" stroke="${slate[400]}" stroke-width="3"/></g>`
      body += `<ellipse cx="1000" cy="500" rx="70" ry="140" fill="#fff" opacity=".45"/><rect x="890" y="660" width="220" height="40" rx="12" fill="#bae6fd" opacity=".9"/>`
      return svg(W, H, body + brandBar(W, H))
    },
  },
  'legend-plates': {
    width: W,
    height: H,
    alt: {
      en: 'Engraved legend plates in black, red and yellow, and a round emergency stop legend',
      es: 'Placas de leyenda grabadas en negro, rojo y amarillo, y una leyenda redonda de paro de emergencia',
    },
    svg: () => {
      let body = ''
      const plates: [string, string][] = [
        [slate[800], '#fff'],
        [lamp.red, '#fff'],
        [lamp.yellow, slate[900]],
        [slate[800], '#fff'],
      ]
      plates.forEach(([fill, ink], i) => {
        const x = 120 + (i % 2) * 330
        const y = 180 + Math.floor(i / 2) * 300
        body += `<g filter="url(#shadow)"><rect x="${x}" y="${y}" width="290" height="220" rx="16" fill="${fill}" stroke="${slate[600]}" stroke-width="2"/></g>`
        body += `<circle cx="${x + 145}" cy="${y + 85}" r="56" fill="${slate[100]}" stroke="${slate[500]}" stroke-width="3"/>`
        body += `<rect x="${x + 70}" y="${y + 165}" width="150" height="18" rx="9" fill="${ink}"/>`
      })
      body += `<g filter="url(#shadow)"><circle cx="930" cy="450" r="190" fill="${lamp.yellow}" stroke="#ca8a04" stroke-width="4"/></g>`
      body += `<circle cx="930" cy="450" r="80" fill="${slate[100]}" stroke="${slate[500]}" stroke-width="3"/>`
      for (let i = 0; i < 12; i++)
        body += `<rect x="920" y="290" width="20" height="44" rx="6" fill="${slate[900]}" transform="rotate(${i * 30} 930 450)"/>`
      return svg(W, H, body + brandBar(W, H))
    },
  },
  'iec-terminal-blocks': {
    width: W,
    height: H,
    alt: {
      en: 'Slim IEC spring-cage terminal blocks in gray, blue and red on a DIN rail',
      es: 'Bloques de terminales IEC delgados con resorte en gris, azul y rojo en riel DIN',
    },
    svg: () => {
      let body = dinRail(60, 415, 1080)
      for (let i = 0; i < 16; i++) {
        const x = 180 + i * 52
        const color = i >= 6 && i < 10 ? blue[400] : i >= 13 ? lamp.red : slate[300]
        body += `<g filter="url(#shadow)"><path d="M${x} 200 L${x + 44} 200 L${x + 44} 720 L${x} 720 Z" fill="${color}" stroke="${slate[600]}" stroke-width="2"/></g>`
        body += `<rect x="${x + 10}" y="240" width="24" height="70" rx="4" fill="${lamp.amber}"/><rect x="${x + 10}" y="610" width="24" height="70" rx="4" fill="${lamp.amber}"/>`
        body += `<circle cx="${x + 22}" cy="350" r="9" fill="${slate[800]}"/><circle cx="${x + 22}" cy="570" r="9" fill="${slate[800]}"/>`
        body += `<rect x="${x + 8}" y="440" width="28" height="40" rx="3" fill="#fff" stroke="${slate[400]}"/>`
      }
      body += `<g filter="url(#shadow)"><rect x="1020" y="190" width="40" height="540" rx="6" fill="${slate[600]}"/></g>`
      return svg(W, H, body + brandBar(W, H))
    },
  },
  'terminal-block-accessories': {
    width: W,
    height: H,
    alt: {
      en: 'End plates, end stops and screw-in jumpers for NEMA terminal blocks',
      es: 'Tapas finales, topes y puentes atornillables para bloques de terminales NEMA',
    },
    svg: () => {
      let body = dinRail(60, 640, 1080)
      for (let i = 0; i < 3; i++) {
        const x = 150 + i * 130
        body += `<g filter="url(#shadow)"><path d="M${x} 180 L${x + 90} 180 L${x + 90} 600 L${x} 600 Z" fill="${i === 1 ? blue[400] : slate[300]}" stroke="${slate[600]}" stroke-width="2"/></g>`
      }
      body +=
        `<g filter="url(#shadow)"><rect x="600" y="560" width="110" height="150" rx="10" fill="${slate[700]}"/></g>` +
        screw(655, 610, 18)
      for (let j = 0; j < 3; j++) {
        const y = 230 + j * 120
        const n = 2 + j
        body += `<g filter="url(#shadow)"><rect x="780" y="${y}" width="${n * 90}" height="56" rx="10" fill="url(#metal)" stroke="${slate[500]}" stroke-width="2"/></g>`
        for (let k = 0; k < n; k++) body += screw(825 + k * 90, y + 28, 18)
      }
      return svg(W, H, body + brandBar(W, H))
    },
  },
  'iec-terminal-block-accessories': {
    width: W,
    height: H,
    alt: {
      en: 'Red plug-in bridges, an end plate and marker strips for IEC terminal blocks',
      es: 'Puentes enchufables rojos, una tapa final y tiras de marcado para bloques de terminales IEC',
    },
    svg: () => {
      let body = ''
      for (let j = 0; j < 4; j++) {
        const y = 170 + j * 120
        const n = [2, 3, 4, 10][j]!
        body += `<g filter="url(#shadow)"><rect x="140" y="${y}" width="${n * 52 + 20}" height="50" rx="8" fill="${lamp.red}"/></g>`
        for (let k = 0; k < n; k++)
          body += `<rect x="${160 + k * 52}" y="${y + 44}" width="14" height="40" rx="3" fill="url(#metal)"/>`
      }
      body += `<g filter="url(#shadow)"><path d="M820 160 L900 160 L900 720 L820 720 Z" fill="${slate[300]}" stroke="${slate[600]}" stroke-width="2"/></g>`
      for (let k = 0; k < 8; k++)
        body += `<g filter="url(#shadow)"><rect x="960" y="${170 + k * 68}" width="120" height="50" rx="4" fill="#fff" stroke="${slate[400]}" stroke-width="2"/></g>`
      return svg(W, H, body + brandBar(W, H))
    },
  },
  'definite-purpose-contactor': {
    width: W,
    height: H,
    alt: {
      en: 'Two-pole definite purpose contactor with box lugs and quick-connect coil terminals',
      es: 'Contactor de propósito definido bipolar con zapatas y terminales rápidas de bobina',
    },
    svg: () => {
      let body = floor(600, 800, 340)
      body += `<g filter="url(#shadow)"><rect x="330" y="120" width="540" height="660" rx="20" fill="${slate[700]}"/></g>`
      body += `<rect x="300" y="700" width="600" height="60" rx="10" fill="url(#metal)"/><circle cx="340" cy="730" r="16" fill="${slate[700]}"/><circle cx="860" cy="730" r="16" fill="${slate[700]}"/>`
      for (let i = 0; i < 2; i++) {
        const x = 420 + i * 240
        for (const y of [170, 560])
          body += `<g filter="url(#shadow)"><rect x="${x}" y="${y}" width="120" height="100" rx="8" fill="url(#metal)" stroke="${slate[500]}" stroke-width="2"/></g>${screw(x + 60, y + 50, 24)}`
      }
      body += `<rect x="440" y="320" width="320" height="200" rx="12" fill="${slate[800]}"/><rect x="540" y="370" width="120" height="100" rx="8" fill="${slate[500]}"/>`
      body += `<rect x="420" y="330" width="16" height="50" rx="3" fill="url(#metal)"/><rect x="764" y="330" width="16" height="50" rx="3" fill="url(#metal)"/>`
      return svg(W, H, body + brandBar(W, H))
    },
  },
  'overload-relay': {
    width: W,
    height: H,
    alt: {
      en: 'Thermal overload relay with its current dial, test and reset buttons, mounted under a contactor',
      es: 'Relé de sobrecarga térmico con perilla de corriente y botones de prueba y restablecimiento, montado bajo un contactor',
    },
    svg: () => {
      let body = `<g filter="url(#shadow)"><rect x="400" y="40" width="400" height="300" rx="22" fill="url(#grey-body)" stroke="${slate[500]}" stroke-width="3"/></g>`
      for (let i = 0; i < 3; i++) body += screw(480 + i * 120, 110, 26)
      body += `<g filter="url(#shadow)"><rect x="380" y="330" width="440" height="480" rx="22" fill="${slate[200]}" stroke="${slate[500]}" stroke-width="3"/></g>`
      for (let i = 0; i < 3; i++) body += screw(470 + i * 130, 740, 30)
      body += `<circle cx="520" cy="500" r="78" fill="${slate[100]}" stroke="${slate[400]}" stroke-width="3"/>`
      for (let i = 0; i < 7; i++)
        body += `<line x1="520" y1="410" x2="520" y2="398" stroke="${slate[500]}" stroke-width="4" transform="rotate(${-90 + i * 30} 520 500)"/>`
      body += `<g transform="rotate(30 520 500)"><circle cx="520" cy="500" r="54" fill="${blue[600]}"/><rect x="513" y="450" width="14" height="44" rx="4" fill="#fff"/></g>`
      body += `<rect x="640" y="430" width="110" height="60" rx="10" fill="${lamp.red}"/><rect x="640" y="520" width="110" height="60" rx="10" fill="${blue[600]}"/>`
      body += `<rect x="640" y="610" width="110" height="30" rx="6" fill="${slate[700]}"/><rect x="650" y="618" width="30" height="14" rx="3" fill="${lamp.amber}"/>`
      return svg(W, H, body + brandBar(W, H))
    },
  },
  'motor-protection-breaker': {
    width: W,
    height: H,
    alt: {
      en: 'Motor protection circuit breaker with a rotary handle, current dial and side auxiliary contact',
      es: 'Guardamotor con manija rotativa, perilla de corriente y contacto auxiliar lateral',
    },
    svg: () => {
      let body = dinRail(60, 415, 1080)
      const x = 380
      body += `<g filter="url(#shadow)"><rect x="${x}" y="140" width="360" height="620" rx="20" fill="url(#grey-body)" stroke="${slate[500]}" stroke-width="3"/></g>`
      for (let i = 0; i < 3; i++)
        body += screw(x + 70 + i * 110, 205, 26) + screw(x + 70 + i * 110, 695, 26)
      body += `<rect x="${x + 40}" y="280" width="280" height="340" rx="14" fill="${slate[700]}"/>`
      body += `<circle cx="${x + 180}" cy="420" r="100" fill="${slate[900]}"/><rect x="${x + 160}" y="320" width="40" height="200" rx="16" fill="${lamp.black}" stroke="${slate[500]}" stroke-width="2" transform="rotate(-30 ${x + 180} 420)"/>`
      body += `<circle cx="${x + 180}" cy="575" r="30" fill="${slate[100]}"/><g transform="rotate(50 ${x + 180} 575)"><rect x="${x + 175}" y="550" width="10" height="26" rx="3" fill="${blue[600]}"/></g>`
      body += `<g filter="url(#shadow)"><rect x="${x + 380}" y="260" width="110" height="380" rx="16" fill="url(#grey-body)" stroke="${slate[500]}" stroke-width="3"/></g>`
      body += screw(x + 435, 320, 22) + screw(x + 435, 580, 22)
      return svg(W, H, body + brandBar(W, H))
    },
  },
  'miniature-circuit-breakers': {
    width: W,
    height: H,
    alt: {
      en: 'One-, two- and three-pole miniature circuit breakers with toggles on a DIN rail',
      es: 'Interruptores termomagnéticos miniatura de uno, dos y tres polos con palanca en riel DIN',
    },
    svg: () => {
      let body = dinRail(60, 415, 1080)
      let x = 150
      for (const poles of [1, 1, 2, 3]) {
        const width = poles * 96
        body += `<g filter="url(#shadow)"><rect x="${x}" y="190" width="${width}" height="520" rx="12" fill="${slate[50]}" stroke="${slate[400]}" stroke-width="3"/></g>`
        for (let p = 0; p < poles; p++) {
          const cx = x + 48 + p * 96
          body += screw(cx, 245, 18) + screw(cx, 655, 18)
        }
        body += `<rect x="${x + 20}" y="360" width="${width - 40}" height="140" rx="8" fill="${slate[300]}"/><rect x="${x + 26}" y="366" width="${width - 52}" height="60" rx="6" fill="${slate[800]}"/>`
        body += `<rect x="${x + 20}" y="540" width="${Math.min(60, width - 40)}" height="20" rx="3" fill="${lamp.red}"/>`
        x += width + 40
      }
      return svg(W, H, body + brandBar(W, H))
    },
  },
  'document-cover': {
    width: W,
    height: H,
    alt: {
      en: 'Technical document cover with a wiring diagram',
      es: 'Portada de documento técnico con un diagrama de cableado',
    },
    svg: () => {
      let body = `<g filter="url(#shadow)" transform="rotate(-4 600 450)"><rect x="380" y="90" width="520" height="700" rx="10" fill="#fff" stroke="${slate[300]}" stroke-width="2"/></g>`
      body += `<g filter="url(#shadow)"><rect x="330" y="70" width="540" height="740" rx="10" fill="#fff" stroke="${slate[300]}" stroke-width="2"/></g>`
      body += `<rect x="330" y="70" width="540" height="120" rx="10" fill="${green[600]}"/><rect x="330" y="170" width="540" height="20" fill="${green[600]}"/>`
      body += `<rect x="370" y="105" width="260" height="18" rx="9" fill="#fff" opacity=".9"/><rect x="370" y="140" width="170" height="14" rx="7" fill="#fff" opacity=".6"/>`
      // ladder diagram: two rails and four rungs
      body += `<line x1="410" y1="250" x2="410" y2="700" stroke="${slate[700]}" stroke-width="6"/><line x1="790" y1="250" x2="790" y2="700" stroke="${slate[700]}" stroke-width="6"/>`
      for (let i = 0; i < 4; i++) {
        const y = 300 + i * 110
        body += `<line x1="410" y1="${y}" x2="790" y2="${y}" stroke="${slate[500]}" stroke-width="4"/>`
        body += `<rect x="470" y="${y - 22}" width="26" height="44" fill="#fff" stroke="${slate[700]}" stroke-width="4"/>`
        body += `<circle cx="720" cy="${y}" r="24" fill="#fff" stroke="${i === 0 ? green[600] : blue[600]}" stroke-width="6"/>`
      }
      return svg(W, H, body + brandBar(W, H))
    },
  },
  logo: {
    width: 209,
    height: 27,
    alt: { en: 'Allegheny Controls logo', es: 'Logotipo de Allegheny Controls' },
    // the same mark and wordmark as src/ui/logo.tsx, on a transparent background
    svg: () =>
      `<svg xmlns="http://www.w3.org/2000/svg" width="209" height="27" viewBox="0 0 209 27">
        <rect x="0" y="1" width="25" height="25" rx="4" fill="${green[600]}"/>
        <circle cx="12.5" cy="14.5" r="6.5" fill="none" stroke="#fff" stroke-width="2.6"/>
        <rect x="11.2" y="5" width="2.6" height="8" rx="1.3" fill="#fff"/>
        <text x="32" y="19" textLength="176" lengthAdjust="spacingAndGlyphs" font-family="Inter, 'Liberation Sans', Arial, 'DejaVu Sans', sans-serif" font-size="14.5" fill="${slate[900]}"><tspan font-weight="800">ALLEGHENY</tspan><tspan dx="5" font-weight="500" fill="${green[600]}">CONTROLS</tspan></text>
      </svg>`,
  },
} satisfies Record<string, Drawing>

export type DemoImageKey = keyof typeof drawings
export const demoImageKeys = Object.keys(drawings) as DemoImageKey[]

/** Each demo image's alternative text, in both languages (the content checks read them). */
export const demoImageAlts: Bilingual[] = Object.values(drawings).map((drawing) => drawing.alt)

export type RenderedImage = { buffer: Buffer; alt: Bilingual; name: string; mimetype: 'image/png' }

export async function renderDemoImage(key: DemoImageKey): Promise<RenderedImage> {
  const drawing: Drawing = drawings[key]
  const buffer = await sharp(Buffer.from(drawing.svg()))
    .png({ compressionLevel: 9, palette: key !== 'logo', quality: 90, effort: 4 })
    .toBuffer()
  return { buffer, alt: drawing.alt, name: `${key}.png`, mimetype: 'image/png' }
}

/** Escapes text for a PDF literal string in the standard Latin encoding. */
function pdfText(text: string): string {
  return text
    .normalize('NFC')
    .replace(/[\u2013\u2014]/g, '-')
    .replace(/[\u2018\u2019]/g, "'")
    .replace(/[\u201c\u201d]/g, '"')
    .replace(/[^\x20-\xff]/g, '?')
    .replace(/[\\()]/g, (c) => `\\${c}`)
}

/**
 * A small valid one-page PDF (title, subtitle and a few lines) for the
 * downloadable demo documents. Helvetica with WinAnsiEncoding, so Spanish
 * accents print; offsets are counted in bytes.
 */
export function demoPdf(
  title: string,
  lines: string[] = [],
  footer = 'Allegheny Controls, Beaver, PA 15009, USA - demo document',
): Buffer {
  const content = [
    '0.086 0.639 0.290 rg 0 742 612 50 re f',
    'BT /F2 14 Tf 1 1 1 rg 56 760 Td (ALLEGHENY CONTROLS) Tj ET',
    `BT /F2 22 Tf 0.059 0.090 0.165 rg 56 690 Td (${pdfText(title)}) Tj ET`,
    ...lines.map(
      (line, i) => `BT /F1 12 Tf 0.2 0.255 0.333 rg 56 ${650 - i * 20} Td (${pdfText(line)}) Tj ET`,
    ),
    `BT /F1 9 Tf 0.392 0.455 0.545 rg 56 40 Td (${pdfText(footer)}) Tj ET`,
  ].join('\n')
  const stream = Buffer.from(content, 'latin1')
  const objects: Buffer[] = [
    Buffer.from('<< /Type /Catalog /Pages 2 0 R >>'),
    Buffer.from('<< /Type /Pages /Kids [3 0 R] /Count 1 >>'),
    Buffer.from(
      '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R /F2 6 0 R >> >> >>',
    ),
    Buffer.concat([
      Buffer.from(`<< /Length ${stream.length} >>\nstream\n`),
      stream,
      Buffer.from('\nendstream'),
    ]),
    Buffer.from(
      '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    ),
    Buffer.from(
      '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>',
    ),
  ]
  const parts: Buffer[] = [Buffer.from('%PDF-1.4\n%\xe2\xe3\xcf\xd3\n', 'latin1')]
  let length = parts[0]!.length
  const offsets: number[] = []
  objects.forEach((body, i) => {
    offsets.push(length)
    const chunk = Buffer.concat([Buffer.from(`${i + 1} 0 obj\n`), body, Buffer.from('\nendobj\n')])
    parts.push(chunk)
    length += chunk.length
  })
  const xref = [
    `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`,
    ...offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`),
    `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${length}\n%%EOF\n`,
  ].join('')
  parts.push(Buffer.from(xref, 'latin1'))
  return Buffer.concat(parts)
}
