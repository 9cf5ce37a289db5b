export { MicrositeLanding } from './microsite-landing.tsx';
