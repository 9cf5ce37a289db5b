// The on-the-go order page loads through the router's lazy route.
export { OnTheGoPage } from './on-the-go-page.tsx';
