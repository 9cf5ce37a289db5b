export { SurveyTile } from './survey-tile.tsx';

/** The surveys screen is its own chunk, so the home page's tile does not bring it along. */
export const loadSurveysPage = async () => (await import('./surveys-page.tsx')).SurveysPage;
