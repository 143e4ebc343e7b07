/**
 * Demo images, drawn here as SVG and rasterised with sharp: product
 * illustrations in the site's palette (slate, green, blue), no stock photos.
 */
import sharp from 'sharp'

const slate = { 50: '#f8fafc', 100: '#f1f5f9', 200: '#e2e8f0', 300: '#cbd5e1', 400: '#94a3b8', 500: '#64748b', 600: '#475569', 700: '#334155', 800: '#1e293b', 900: '#0f172a' }
const lamp = { red: '#dc2626', green: '#16a34a', amber: '#f59e0b', blue: '#2563eb', white: '#f8fafc', yellow: '#facc15', black: '#111827' }

function frame(width: number, height: number, body: string, background = slate[100]): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
  <defs>
    <radialGradient id="glow"><stop offset="0" stop-color="#fff" stop-opacity=".85"/><stop offset=".6" stop-color="#fff" stop-opacity=".15"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient>
    <linearGradient id="metal" x1="0" x2="0" y1="0" y2="1"><stop offset="0" stop-color="#e5e7eb"/><stop offset="1" stop-color="#9ca3af"/></linearGradient>
    <linearGradient id="bg" x1="0" x2="1" y1="0" y2="1"><stop offset="0" stop-color="${background}"/><stop offset="1" stop-color="${slate[200]}"/></linearGradient>
  </defs>
  <rect width="100%" height="100%" fill="url(#bg)"/>
  ${body}
</svg>`
}

function pushButton(x: number, y: number, r: number, color: string, flush = true): string {
  return `<g transform="translate(${x} ${y})">
    <circle r="${r * 1.35}" fill="url(#metal)" stroke="${slate[500]}" stroke-width="2"/>
    <circle r="${r * 1.12}" fill="${slate[700]}"/>
    <circle r="${r}" fill="${color}"/>
    ${flush ? `<ellipse cx="${-r * 0.3}" cy="${-r * 0.35}" rx="${r * 0.45}" ry="${r * 0.25}" fill="#fff" opacity=".35"/>` : ''}
  </g>`
}

function pilotLight(x: number, y: number, r: number, color: string): string {
  return `<g transform="translate(${x} ${y})">
    <circle r="${r * 1.35}" fill="url(#metal)" stroke="${slate[500]}" stroke-width="2"/>
    <circle r="${r * 1.1}" fill="${color}" opacity=".35"/>
    <circle r="${r}" fill="${color}"/>
    <circle r="${r}" fill="url(#glow)"/>
  </g>`
}

const drawings: Record<string, { width: number; height: number; svg: () => string; alt: { en: string; es: string } }> = {
  'control-panel-hero': {
    width: 1600,
    height: 700,
    alt: { en: 'Operator panel with rows of push buttons, selector switches and pilot lights', es: 'Panel de operador con filas de botones pulsadores, selectores y luces piloto' },
    svg: () => {
      const colors = [lamp.green, lamp.red, lamp.amber, lamp.blue, lamp.white, lamp.green, lamp.red, lamp.yellow]
      let body = `<rect x="760" y="70" width="760" height="560" rx="18" fill="${slate[300]}" stroke="${slate[500]}" stroke-width="4"/>`
      colors.forEach((color, i) => (body += pilotLight(850 + (i % 4) * 190, 170, 34, color)))
      colors.forEach((color, i) => (body += pushButton(850 + (i % 4) * 190, 330 + Math.floor(i / 4) * 160, 40, color)))
      body += `<rect x="760" y="600" width="760" height="30" fill="${slate[400]}"/>`
      return frame(1600, 700, body, slate[800])
    },
  },
  'push-buttons': {
    width: 1200,
    height: 800,
    alt: { en: 'Row of 22 mm push buttons in green, red, yellow, blue and black', es: 'Fila de botones pulsadores de 22 mm en verde, rojo, amarillo, azul y negro' },
    svg: () => frame(1200, 800, [lamp.green, lamp.red, lamp.yellow, lamp.blue, lamp.black].map((color, i) => pushButton(180 + i * 210, 400, 62, color)).join('')),
  },
  'pilot-lights': {
    width: 1200,
    height: 800,
    alt: { en: 'Illuminated pilot lights glowing red, green, amber and blue', es: 'Luces piloto encendidas en rojo, verde, ámbar y azul' },
    svg: () => frame(1200, 800, [lamp.red, lamp.green, lamp.amber, lamp.blue].map((color, i) => pilotLight(240 + i * 240, 400, 70, color)).join(''), slate[700]),
  },
  'selector-switches': {
    width: 1200,
    height: 800,
    alt: { en: 'Two- and three-position selector switches with black knobs', es: 'Selectores de dos y tres posiciones con manijas negras' },
    svg: () =>
      frame(
        1200,
        800,
        [0, 1, 2]
          .map((i) => {
            const x = 300 + i * 300
            return `<g transform="translate(${x} 400)"><circle r="110" fill="url(#metal)" stroke="${slate[500]}" stroke-width="3"/><circle r="90" fill="${slate[800]}"/><rect x="-22" y="-85" width="44" height="170" rx="18" fill="${lamp.black}" transform="rotate(${-45 + i * 45})"/><circle cy="-130" r="8" fill="${slate[600]}"/></g>`
          })
          .join(''),
      ),
  },
  contactor: {
    width: 1200,
    height: 800,
    alt: { en: 'Three-pole IEC contactor with screw terminals and auxiliary contact block', es: 'Contactor IEC tripolar con bornes de tornillo y bloque de contactos auxiliares' },
    svg: () => {
      let body = `<rect x="420" y="150" width="360" height="500" rx="24" fill="${slate[200]}" stroke="${slate[500]}" stroke-width="4"/><rect x="470" y="300" width="260" height="200" rx="12" fill="${slate[600]}"/><rect x="560" y="360" width="80" height="80" rx="8" fill="${lamp.green}"/>`
      for (let i = 0; i < 3; i++) body += `<circle cx="${500 + i * 100}" cy="210" r="22" fill="url(#metal)" stroke="${slate[600]}" stroke-width="3"/><circle cx="${500 + i * 100}" cy="590" r="22" fill="url(#metal)" stroke="${slate[600]}" stroke-width="3"/>`
      body += `<rect x="790" y="260" width="90" height="280" rx="14" fill="${slate[300]}" stroke="${slate[500]}" stroke-width="3"/>`
      return frame(1200, 800, body)
    },
  },
  relays: {
    width: 1200,
    height: 800,
    alt: { en: 'Plug-in general purpose relay beside its DIN-rail socket', es: 'Relé de propósito general enchufable junto a su base para riel DIN' },
    svg: () =>
      frame(
        1200,
        800,
        `<rect x="330" y="180" width="240" height="380" rx="14" fill="#bfdbfe" stroke="${slate[500]}" stroke-width="4" opacity=".95"/><rect x="370" y="230" width="160" height="160" rx="8" fill="${slate[700]}"/><rect x="640" y="330" width="260" height="300" rx="16" fill="${slate[700]}"/>` +
          [0, 1, 2, 3].map((i) => `<circle cx="${690 + (i % 2) * 160}" cy="${400 + Math.floor(i / 2) * 150}" r="24" fill="url(#metal)"/>`).join(''),
      ),
  },
  'terminal-blocks': {
    width: 1200,
    height: 800,
    alt: { en: 'Grey and blue terminal blocks mounted on a DIN rail with end stops', es: 'Bloques de terminales grises y azules montados en riel DIN con topes' },
    svg: () => {
      let body = `<rect x="80" y="380" width="1040" height="60" fill="url(#metal)" stroke="${slate[500]}" stroke-width="2"/>`
      for (let i = 0; i < 14; i++) {
        const color = i === 6 || i === 7 ? '#60a5fa' : i === 13 ? '#facc15' : slate[400]
        body += `<rect x="${180 + i * 60}" y="220" width="54" height="380" rx="6" fill="${color}" stroke="${slate[600]}" stroke-width="2"/><circle cx="${207 + i * 60}" cy="270" r="14" fill="${slate[200]}" stroke="${slate[700]}" stroke-width="2"/><circle cx="${207 + i * 60}" cy="550" r="14" fill="${slate[200]}" stroke="${slate[700]}" stroke-width="2"/>`
      }
      return frame(1200, 800, body)
    },
  },
  'wire-duct': {
    width: 1200,
    height: 800,
    alt: { en: 'Length of grey slotted wire duct with cover', es: 'Tramo de canaleta ranurada gris con tapa' },
    svg: () => {
      let body = `<rect x="60" y="290" width="1080" height="240" fill="${slate[300]}" stroke="${slate[500]}" stroke-width="3"/><rect x="50" y="270" width="1100" height="34" rx="6" fill="${slate[400]}"/>`
      for (let i = 0; i < 26; i++) body += `<rect x="${84 + i * 41}" y="330" width="18" height="200" fill="${slate[200]}"/>`
      return frame(1200, 800, body)
    },
  },
  enclosure: {
    width: 1200,
    height: 800,
    alt: { en: 'Grey steel enclosure with hinged door and quarter-turn latches', es: 'Gabinete de acero gris con puerta abisagrada y cierres de cuarto de vuelta' },
    svg: () =>
      frame(
        1200,
        800,
        `<rect x="360" y="90" width="480" height="620" rx="14" fill="${slate[300]}" stroke="${slate[600]}" stroke-width="5"/><rect x="390" y="120" width="420" height="560" rx="8" fill="${slate[200]}" stroke="${slate[400]}" stroke-width="3"/><circle cx="770" cy="250" r="18" fill="${slate[700]}"/><circle cx="770" cy="550" r="18" fill="${slate[700]}"/><rect x="340" y="180" width="26" height="80" rx="6" fill="${slate[500]}"/><rect x="340" y="540" width="26" height="80" rx="6" fill="${slate[500]}"/>`,
      ),
  },
  'tower-light': {
    width: 1200,
    height: 800,
    alt: { en: 'Signal tower light stack with red, amber, green and blue tiers', es: 'Torre de señalización con niveles rojo, ámbar, verde y azul' },
    svg: () =>
      frame(
        1200,
        800,
        `<rect x="560" y="80" width="80" height="20" rx="8" fill="${slate[600]}"/>` +
          [lamp.red, lamp.amber, lamp.green, lamp.blue].map((color, i) => `<rect x="540" y="${100 + i * 120}" width="120" height="112" rx="10" fill="${color}"/><rect x="540" y="${100 + i * 120}" width="120" height="112" rx="10" fill="url(#glow)"/>`).join('') +
          `<rect x="585" y="580" width="30" height="120" fill="${slate[500]}"/><rect x="500" y="700" width="200" height="24" rx="6" fill="${slate[700]}"/>`,
        slate[700],
      ),
  },
  'circuit-breakers': {
    width: 1200,
    height: 800,
    alt: { en: 'Motor protection circuit breaker and miniature breakers on a DIN rail', es: 'Guardamotor e interruptores termomagnéticos en riel DIN' },
    svg: () => {
      let body = `<rect x="80" y="390" width="1040" height="50" fill="url(#metal)"/>`
      for (let i = 0; i < 5; i++) body += `<rect x="${180 + i * 120}" y="220" width="100" height="380" rx="10" fill="${slate[50]}" stroke="${slate[500]}" stroke-width="3"/><rect x="${210 + i * 120}" y="330" width="40" height="90" rx="6" fill="${slate[800]}"/>`
      body += `<rect x="820" y="200" width="200" height="420" rx="12" fill="${slate[200]}" stroke="${slate[500]}" stroke-width="3"/><circle cx="920" cy="360" r="50" fill="${lamp.black}"/><rect x="900" y="300" width="40" height="60" rx="6" fill="${lamp.red}"/>`
      return frame(1200, 800, body)
    },
  },
  'disconnect-switch': {
    width: 1200,
    height: 800,
    alt: { en: 'Rotary disconnect switch with a red handle on a yellow plate', es: 'Interruptor de desconexión rotativo con manija roja sobre placa amarilla' },
    svg: () =>
      frame(
        1200,
        800,
        `<rect x="420" y="180" width="360" height="440" rx="20" fill="${lamp.yellow}" stroke="${slate[600]}" stroke-width="4"/><circle cx="600" cy="400" r="120" fill="${slate[800]}"/><rect x="570" y="260" width="60" height="280" rx="26" fill="${lamp.red}" transform="rotate(-30 600 400)"/>`,
      ),
  },
  'document-cover': {
    width: 1200,
    height: 800,
    alt: { en: 'Technical document cover with wiring diagram', es: 'Portada de documento técnico con diagrama de cableado' },
    svg: () => {
      let body = `<rect x="330" y="60" width="540" height="680" rx="10" fill="#fff" stroke="${slate[300]}" stroke-width="3"/><rect x="330" y="60" width="540" height="90" rx="10" fill="#16a34a"/>`
      for (let i = 0; i < 6; i++) body += `<line x1="400" x2="800" y1="${240 + i * 70}" y2="${240 + i * 70}" stroke="${slate[300]}" stroke-width="4"/><circle cx="${420 + (i % 3) * 180}" cy="${240 + i * 70}" r="12" fill="${slate[700]}"/>`
      return frame(1200, 800, body)
    },
  },
}

export type DemoImageKey = keyof typeof drawings
export const demoImageKeys = Object.keys(drawings) as DemoImageKey[]

export async function renderDemoImage(key: DemoImageKey): Promise<{ buffer: Buffer; alt: { en: string; es: string }; name: string }> {
  const drawing = drawings[key]!
  const buffer = await sharp(Buffer.from(drawing.svg())).webp({ quality: 82 }).toBuffer()
  return { buffer, alt: drawing.alt, name: `${key}.webp` }
}

/** A small valid PDF (one page, one line of text) for downloadable demo documents. */
export function demoPdf(title: string): Buffer {
  const safe = title.replace(/[()\\]/g, '').normalize('NFD').replace(/[\u0300-\u036f]/g, '')
  const stream = `BT /F1 20 Tf 72 720 Td (${safe}) Tj ET`
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ]
  let pdf = '%PDF-1.4\n'
  const offsets: number[] = []
  objects.forEach((body, i) => {
    offsets.push(pdf.length)
    pdf += `${i + 1} 0 obj\n${body}\nendobj\n`
  })
  const xref = pdf.length
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`
  return Buffer.from(pdf, 'latin1')
}
