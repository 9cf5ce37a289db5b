import { Link } from 'react-router';
import { paths } from '../../api/paths.ts';
import { PageHead } from '../../ui/page-head.tsx';
import { PlainLayout } from '../../ui/plain-layout.tsx';
import './static-pages.css';

/** The six impact metrics behind a dish's sustainability rating (docs/product/site.md#static-pages). */
const metrics = [
  {
    name: 'Greenhouse gas emissions',
    text: 'The carbon dioxide, methane and nitrous oxide released to grow the ingredients and bring them to the farm gate, measured as carbon dioxide equivalents.',
  },
  {
    name: 'Processing',
    text: 'How much refining, cooking and packaging the ingredients go through before they reach our kitchens, and the energy and additives that takes.',
  },
  {
    name: 'Biodiversity',
    text: 'How farming the ingredients affects the variety of plants, animals, insects and microbes that live on and around the land.',
  },
  {
    name: 'Soil health',
    text: 'Whether the farming practices build up the soil, through cover crops and crop rotation for example, or wear it down through erosion and chemical use.',
  },
  {
    name: 'Land use',
    text: 'How much land it takes to produce the ingredients, and whether forests or grasslands were cleared to make room for it.',
  },
  {
    name: 'Water usage',
    text: 'How much fresh water the ingredients need, weighted by how scarce water is in the regions where they are grown.',
  },
];

/** The ratings a dish can earn (docs/product/site.md#static-pages). */
const ratings = [
  { name: 'Best', meaning: 'Better than 95% of food for its overall environmental impact.' },
  { name: 'Great', meaning: 'Better than 85% of food for its overall environmental impact.' },
  { name: 'Good', meaning: 'Better than 75% of food for its overall environmental impact.' },
  {
    name: 'Climate Friendly',
    meaning: 'A farm-to-gate carbon footprint lower than 70% of conventional food: the greenhouse gas emissions alone are low.',
  },
];

/** `/climate-friendly`: how dishes earn a sustainability rating. */
export function ClimateFriendlyPage() {
  return (
    <PlainLayout>
      <PageHead
        title="Climate-friendly ratings | Campus Dining"
        description="How we rate the environmental impact of our dishes: six impact metrics and the Climate Friendly attribute."
      />
      <article className="text-page">
        <h1 tabIndex={-1}>Climate-friendly ratings</h1>
        <p className="page-lead">
          Some dishes on our menus carry a sustainability rating. It tells you, at a glance, how the ingredients compare with other food
          for their impact on the planet.
        </p>

        <h2>What we measure</h2>
        <p>
          Each ingredient of a recipe is scored against research on how it is grown and made. The scores cover six impact metrics, from
          the farm up to the moment the ingredient leaves it:
        </p>
        <ul className="metric-list">
          {metrics.map((metric) => (
            <li key={metric.name}>
              <h3>{metric.name}</h3>
              <p>{metric.text}</p>
            </li>
          ))}
        </ul>

        <h2>What the ratings mean</h2>
        <p>
          The metric scores are combined, weighted by how much of each ingredient a dish holds, and compared with thousands of other food
          products. A dish earns a rating when it does better than most of them:
        </p>
        <table className="rating-table">
          <caption className="visually-hidden">Sustainability ratings and what they mean</caption>
          <thead>
            <tr>
              <th scope="col">Rating</th>
              <th scope="col">What it means</th>
            </tr>
          </thead>
          <tbody>
            {ratings.map((rating) => (
              <tr key={rating.name}>
                <th scope="row">{rating.name}</th>
                <td>{rating.meaning}</td>
              </tr>
            ))}
          </tbody>
        </table>

        <h2>The Climate Friendly attribute</h2>
        <p>
          Climate Friendly looks only at greenhouse gas emissions. A dish is Climate Friendly when the carbon footprint of its ingredients,
          from the farm to the farm gate, is lower than that of 70% of conventional food. Plant-forward dishes, seasonal vegetables, beans,
          lentils and grains often qualify; dishes built around beef or lamb rarely do.
        </p>
        <p>
          A dish can be Climate Friendly without an overall rating, and the other way round: a dish with a Good rating may still have a
          high carbon footprint if it scores well on water, land and soil.
        </p>

        <h2>Finding rated dishes</h2>
        <p>
          Look for the rating icons next to dish names on your school's menu, and open a dish to see its nutrition, ingredients and
          allergens. Ratings describe typical ingredients and may change when a supplier or recipe does.
        </p>
        <p>
          <Link to={paths.landing()}>Find your school's dining site</Link>
        </p>
      </article>
    </PlainLayout>
  );
}
