/** Reference points a reader knows, drawn around the site. */
const LANDMARKS = [
  { name: 'Minneapolis', lat: 44.9778, lng: -93.265 },
  { name: 'St. Paul', lat: 44.9537, lng: -93.09 },
] as const;

const WIDTH = 320;
const HEIGHT = 200;
const PAD = 18;

/**
 * Where a site is, as a simple SVG plot (no map tiles, nothing fetched): the site and the two downtowns on
 * a frame spanning the metro (widened to hold a site outside it), north up, longitude scaled by latitude.
 */
export function SitePlot({ name, latitude, longitude }: { name: string; latitude: number; longitude: number }) {
  const lats = [44.75, 45.2, latitude];
  const lngs = [-93.6, -92.85, longitude];
  const south = Math.min(...lats);
  const north = Math.max(...lats);
  const west = Math.min(...lngs);
  const east = Math.max(...lngs);
  const cos = Math.cos(((south + north) / 2) * (Math.PI / 180));
  const scale = Math.min((WIDTH - 2 * PAD) / ((east - west) * cos), (HEIGHT - 2 * PAD) / (north - south));
  const x = (lng: number) => PAD + (lng - west) * cos * scale;
  const y = (lat: number) => HEIGHT - PAD - (lat - south) * scale;
  return (
    <figure className="grid gap-1">
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        role="img"
        aria-label={`${name} at ${latitude.toFixed(4)}, ${longitude.toFixed(4)}, shown against downtown Minneapolis and St. Paul`}
        className="h-auto w-full max-w-md rounded-lg border border-slate-200 bg-slate-50"
      >
        <rect
          x={PAD / 2}
          y={PAD / 2}
          width={WIDTH - PAD}
          height={HEIGHT - PAD}
          className="fill-none stroke-slate-200"
          strokeDasharray="4 4"
        />
        {LANDMARKS.map((l) => (
          <g key={l.name}>
            <circle cx={x(l.lng)} cy={y(l.lat)} r={4} className="fill-slate-400" />
            <text x={x(l.lng) + 7} y={y(l.lat) + 4} className="fill-slate-600 text-[11px]">
              {l.name}
            </text>
          </g>
        ))}
        <circle cx={x(longitude)} cy={y(latitude)} r={10} className="fill-brand-600/20" />
        <circle cx={x(longitude)} cy={y(latitude)} r={5} className="fill-brand-700 stroke-white" strokeWidth={2} />
        <text x={WIDTH - PAD} y={PAD + 4} textAnchor="end" className="fill-slate-500 text-[10px]">
          N ↑
        </text>
      </svg>
      <figcaption className="text-xs text-slate-600 tabular-nums">
        {latitude.toFixed(5)}, {longitude.toFixed(5)}
      </figcaption>
    </figure>
  );
}
