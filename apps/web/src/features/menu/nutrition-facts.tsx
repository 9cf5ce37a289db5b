import { useId } from 'react';
import type { FactsPanel, FactsRow } from './nutrition-facts-model.ts';

function RowName({ row }: { row: FactsRow }) {
  if (row.key === 'added_sugars') return <>Includes {row.amount} Added Sugars</>;
  const name = row.key === 'trans_fat' ? (<><i>Trans</i> Fat</>) : row.label;
  return (
    <>
      {row.isBold ? <b>{name}</b> : name} {row.amount}
    </>
  );
}

function Rows({ rows }: { rows: readonly FactsRow[] }) {
  return rows.map((row) => (
    <tr key={row.key} className={`facts__row facts__row--level-${row.level}`}>
      <th scope="row">
        <RowName row={row} />
      </th>
      <td>{row.percent === null ? '' : `${row.percent}%`}</td>
    </tr>
  ));
}

/** The Nutrition Facts panel in the FDA's current layout, as a real table for screen readers. */
export function NutritionFacts({ panel }: { panel: FactsPanel }) {
  const titleId = useId();
  return (
    <section className="facts" aria-labelledby={titleId}>
      <h3 id={titleId} className="facts__title">
        Nutrition Facts
      </h3>
      {panel.servingSize ? (
        <p className="facts__serving">
          <span>Serving size</span> <span>{panel.servingSize}</span>
        </p>
      ) : null}
      <p className="facts__calories">
        <span>
          <span className="facts__per-serving">Amount per serving</span>
          <span className="facts__calories-label">Calories</span>
        </span>{' '}
        <span className="facts__calories-value">{panel.calories ?? 'Not available'}</span>
      </p>
      <table className="facts__table">
        <caption className="visually-hidden">Nutrients per serving</caption>
        <thead>
          <tr>
            <th scope="col">
              <span className="visually-hidden">Nutrient and amount</span>
            </th>
            <th scope="col">% Daily Value*</th>
          </tr>
        </thead>
        <tbody>
          <Rows rows={panel.main} />
        </tbody>
        {panel.micro.length > 0 ? (
          <tbody className="facts__micro">
            <Rows rows={panel.micro} />
          </tbody>
        ) : null}
      </table>
      <p className="facts__footnote">
        * The % Daily Value (DV) tells you how much a nutrient in a serving of food contributes to a daily diet. 2,000 calories a day is used for general
        nutrition advice.
      </p>
    </section>
  );
}
