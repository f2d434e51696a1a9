#include "report/page_assets.h"

namespace munchkinc::report {

// Light colours that print as they show; on paper the charts and table rows
// are not cut across pages and the sorting arrows go.
std::string_view pageStyle() {
  return R"css(
  body { font: 14px/1.45 "DejaVu Sans", sans-serif; margin: 0; color: #222; background: #f6f5f2; }
  header { background: #2d2a26; color: #f4f1ea; padding: 12px 20px; }
  header h1 { font-size: 20px; margin: 0; }
  header p { margin: 2px 0 0; color: #d6cfc2; font-size: 13px; }
  main { padding: 8px 20px 24px; max-width: 1100px; }
  h2 { font-size: 17px; margin: 22px 0 8px; border-bottom: 1px solid #d8d4cc; padding-bottom: 2px; }
  h3 { font-size: 15px; margin: 16px 0 4px; }
  .note { color: #555; font-size: 13px; margin: 2px 0 6px; max-width: 60em; }
  #warnings ul { margin: 6px 0; padding-left: 0; list-style: none; }
  #warnings li { background: #fdf1dd; border-left: 4px solid #d68910; padding: 6px 10px; margin: 0 0 6px; }
  #warnings li.error { background: #fbe4e1; border-color: #c0392b; }
  #warnings p.none { color: #2e7d32; margin: 6px 0; }
  dl.headline { display: grid; grid-template-columns: repeat(auto-fill, minmax(150px, 1fr)); gap: 8px; margin: 8px 0; }
  dl.headline div { background: #fff; border-radius: 6px; padding: 8px 10px; box-shadow: 0 1px 2px rgba(0,0,0,.15); }
  dl.headline dt { font-size: 12px; color: #666; }
  dl.headline dd { margin: 0; font-size: 20px; font-weight: bold; }
  figure { margin: 8px 0 14px; background: #fff; border-radius: 6px; padding: 8px 10px;
           box-shadow: 0 1px 2px rgba(0,0,0,.15); break-inside: avoid; }
  figcaption { font-weight: bold; margin-bottom: 4px; }
  svg.chart { max-width: 100%; height: auto; display: block; font: 12px "DejaVu Sans", sans-serif; }
  svg .grid { stroke: #e4e1da; }
  svg .tick, svg .axis-label { fill: #666; }
  svg .label, svg .value { fill: #222; }
  svg .bar { fill: #4a78a8; }
  svg .bar.negative { fill: #b5523b; }
  svg .bar.highlight { fill: #d68910; }
  svg .interval { stroke: #222; stroke-width: 1.5; fill: none; }
  svg .line { fill: none; stroke-width: 2.5; }
  svg .line.series-0 { stroke: #4a78a8; }
  svg .line.series-1 { stroke: #d68910; }
  svg .legend.series-0 { fill: #4a78a8; }
  svg .legend.series-1 { fill: #d68910; }
  svg .reference { stroke: #b5523b; stroke-width: 1.5; stroke-dasharray: 5 3; }
  svg .row:hover .bar, svg .bin:hover .bar { opacity: .75; }
  table.sortable { border-collapse: collapse; background: #fff; margin: 6px 0 14px; font-size: 13px; }
  table.sortable caption { text-align: left; font-weight: bold; padding: 4px 0; }
  table.sortable th, table.sortable td { padding: 3px 10px; border-bottom: 1px solid #e4e1da; text-align: left; }
  table.sortable th { background: #ebe8e2; cursor: pointer; user-select: none; white-space: nowrap; }
  table.sortable th::after { content: " \2195"; color: #999; }
  table.sortable th[aria-sort="ascending"]::after { content: " \2191"; color: #222; }
  table.sortable th[aria-sort="descending"]::after { content: " \2193"; color: #222; }
  table.sortable .number { text-align: right; font-variant-numeric: tabular-nums; }
  td.warn { color: #b5523b; font-weight: bold; }
  p.note.warn { color: #b5523b; font-weight: bold; }
  ul.errors { font: 12px monospace; }
  @media print {
    body { background: #fff; }
    header { background: none; color: #000; padding: 0 0 6px; border-bottom: 2px solid #000; }
    header p { color: #333; }
    main { padding: 0; max-width: none; }
    figure, dl.headline div { box-shadow: none; border: 1px solid #ccc; }
    table.sortable th::after { content: ""; }
    tr, li { break-inside: avoid; }
    h2, h3 { break-after: avoid; }
  }
)css";
}

std::string_view pageScript() {
  return R"js(
  for (const th of document.querySelectorAll('table.sortable th')) {
    th.tabIndex = 0;
    const sort = () => {
      const ascending = th.getAttribute('aria-sort') !== 'ascending';
      for (const other of th.parentNode.children) other.removeAttribute('aria-sort');
      th.setAttribute('aria-sort', ascending ? 'ascending' : 'descending');
      const numeric = th.dataset.type === 'number';
      const key = (row) => {
        const cell = row.cells[th.cellIndex];
        if (!numeric) return cell.textContent;
        const value = parseFloat(cell.dataset.value);
        return Number.isNaN(value) ? -Infinity : value;
      };
      const body = th.closest('table').tBodies[0];
      const rows = [...body.rows].sort((a, b) => {
        const x = key(a), y = key(b);
        const order = numeric ? (x < y ? -1 : x > y ? 1 : 0) : x.localeCompare(y);
        return ascending ? order : -order;
      });
      body.append(...rows);
    };
    th.addEventListener('click', sort);
    th.addEventListener('keydown', (event) => {
      if (event.key === 'Enter' || event.key === ' ') { event.preventDefault(); sort(); }
    });
  }
)js";
}

}  // namespace munchkinc::report
