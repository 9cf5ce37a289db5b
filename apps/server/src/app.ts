import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyInstance, type RouteOptions } from 'fastify';
import cookie from '@fastify/cookie';
import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import { errorsPlugin } from './platform/errors.ts';
import { clientErrorHandler, frameworkErrors } from './platform/early-errors.ts';
import { commonsHelmetOptions, helmetHeaders, RECAPTCHA_SCRIPT_URLS, securityHeaders, withRecaptchaFrames } from './platform/security-headers.ts';
import { pagePolicySource } from './platform/page-policy.ts';
import { AnswerCache } from './platform/answer-cache.ts';
import { rateLimitStores } from './platform/rate-limit-store.ts';
import { filesPlugin } from './platform/files.ts';
import { webAppPlugin } from './platform/web-app.ts';
import { consoleAppPlugin } from './platform/console-app.ts';
import { healthRoutes } from './modules/health/health.routes.ts';
import { docsRoutes } from './modules/docs/docs.routes.ts';
import { sitesRepo } from './modules/sites/sites.repo.ts';
import { sitesService } from './modules/sites/sites.service.ts';
import { sitesRoutes } from './modules/sites/sites.routes.ts';
import { sectionsRepo } from './modules/sections/sections.repo.ts';
import { sectionsService } from './modules/sections/sections.service.ts';
import { sectionsRoutes } from './modules/sections/sections.routes.ts';
import { micrositeRepo } from './modules/microsite/microsite.repo.ts';
import { micrositeService } from './modules/microsite/microsite.service.ts';
import { micrositeRoutes } from './modules/microsite/microsite.routes.ts';
import { tilesService } from './modules/tiles/tiles.service.ts';
import { tilesRoutes } from './modules/tiles/tiles.routes.ts';
import { locationsRepo } from './modules/locations/locations.repo.ts';
import { locationsService } from './modules/locations/locations.service.ts';
import { locationsRoutes } from './modules/locations/locations.routes.ts';
import { openMensaRepo } from './modules/openmensa/openmensa.repo.ts';
import { openMensaService } from './modules/openmensa/openmensa.service.ts';
import { openMensaRoutes } from './modules/openmensa/openmensa.routes.ts';
import { menusRepo } from './modules/menus/menus.repo.ts';
import { menusService } from './modules/menus/menus.service.ts';
import { menusRoutes } from './modules/menus/menus.routes.ts';
import { MENUS_CHANGED_CHANNEL } from './modules/menus/menus-changed.ts';
import { surveysRepo } from './modules/surveys/surveys.repo.ts';
import { surveysService } from './modules/surveys/surveys.service.ts';
import { surveysRoutes } from './modules/surveys/surveys.routes.ts';
import { newslettersRepo } from './modules/newsletters/newsletters.repo.ts';
import { newslettersService } from './modules/newsletters/newsletters.service.ts';
import { newslettersRoutes } from './modules/newsletters/newsletters.routes.ts';
import { staffRepo } from './modules/staff/staff.repo.ts';
import { staffService } from './modules/staff/staff.service.ts';
import { staffRoutes } from './modules/staff/staff.routes.ts';
import { cateringFilesRepo } from './modules/catering-files/catering-files.repo.ts';
import { cateringFilesService } from './modules/catering-files/catering-files.service.ts';
import { cateringFilesRoutes } from './modules/catering-files/catering-files.routes.ts';
import { photoAlbumsRepo } from './modules/photo-albums/photo-albums.repo.ts';
import { photoAlbumsService } from './modules/photo-albums/photo-albums.service.ts';
import { photoAlbumsRoutes } from './modules/photo-albums/photo-albums.routes.ts';
import { diningBlogRepo } from './modules/dining-blog/dining-blog.repo.ts';
import { diningBlogService } from './modules/dining-blog/dining-blog.service.ts';
import { diningBlogRoutes } from './modules/dining-blog/dining-blog.routes.ts';
import { directorsMeetingsRepo } from './modules/directors-meetings/directors-meetings.repo.ts';
import { directorsMeetingsService } from './modules/directors-meetings/directors-meetings.service.ts';
import { directorsMeetingsRoutes } from './modules/directors-meetings/directors-meetings.routes.ts';
import { eventsRepo } from './modules/events/events.repo.ts';
import { eventsService } from './modules/events/events.service.ts';
import { eventsRoutes } from './modules/events/events.routes.ts';
import { specialOffersRepo } from './modules/special-offers/special-offers.repo.ts';
import { crawlersRepo } from './modules/crawlers/crawlers.repo.ts';
import { crawlerPages } from './modules/crawlers/crawler-pages.service.ts';
import { crawlersRoutes } from './modules/crawlers/crawlers.routes.ts';
import { specialOffersService } from './modules/special-offers/special-offers.service.ts';
import { specialOffersRoutes } from './modules/special-offers/special-offers.routes.ts';
import { pageHeads } from './modules/page-head/page-head.service.ts';
import { linkPreviewRoutes } from './modules/link-preview/link-preview.routes.ts';
import { customersRepo } from './modules/customers/customers.repo.ts';
import { customersService } from './modules/customers/customers.service.ts';
import { customersRoutes } from './modules/customers/customers.routes.ts';
import { customerLoginService } from './modules/customers/customer-login.service.ts';
import { allergenProfileService } from './modules/customers/allergen-profile.service.ts';
import { readPassSigning } from './modules/customers/allergen-card/pass-settings.ts';
import { reservationsRepo } from './modules/reservations/reservations.repo.ts';
import { reservationsService } from './modules/reservations/reservations.service.ts';
import { reservationsRoutes } from './modules/reservations/reservations.routes.ts';
import { reservationReminders, type ReservationReminders } from './modules/reservations/reservation-reminders.ts';
import { errorForLog, requestForLog } from './platform/log-redaction.ts';
import { attemptLimits } from './platform/attempt-limits.ts';
import { refuseCrossSiteWrites } from './platform/cross-site.ts';
import { mailPlatform, type MailTimings } from './platform/mail/index.ts';
import { altchaCaptcha, processSecret, recaptchaCaptcha, type Captcha } from './platform/captcha.ts';
import { submissionsRepo } from './modules/forms/submissions.repo.ts';
import { feedbackService } from './modules/forms/feedback.service.ts';
import { dietaryHealthService } from './modules/forms/dietary-health.service.ts';
import { onTheGoService } from './modules/forms/on-the-go.service.ts';
import { submissionDelivery } from './modules/forms/submission-delivery.ts';
import { formsRoutes } from './modules/forms/forms.routes.ts';
import { helpRepo } from './modules/help/help.repo.ts';
import { helpService } from './modules/help/help.service.ts';
import { helpRoutes } from './modules/help/help.routes.ts';
import { purchaseServices } from './modules/purchase/purchase-services.ts';
import { purchaseRoutes } from './modules/purchase/purchase.routes.ts';
import { ordersServices } from './modules/orders/orders-services.ts';
import { ordersRoutes } from './modules/orders/orders.routes.ts';
import { sandboxGateway } from './platform/payments/sandbox-gateway.ts';
import { subscriptionBilling, type SubscriptionBilling } from './modules/orders/subscription-billing.ts';
import { subscriptionBillingRepo } from './modules/orders/subscription-billing.repo.ts';
import { passwordResetService } from './modules/password-reset/password-reset.service.ts';
import { passwordResetRoutes } from './modules/password-reset/password-reset.routes.ts';
import { resetKeysRepo } from './modules/password-reset/reset-keys.repo.ts';
import { staffUsersRepo } from './modules/password-reset/staff-users.repo.ts';
import { consoleAuthRoutes, consoleLoginService, consoleRouter, consoleSessions, secondFactorService, staffAccountsRepo } from './modules/console-auth/index.ts';
import { activityRepo, activityRoutes } from './modules/console-activity/index.ts';
import { MAX_CHANGE_STREAMS, siteChangeFanout, siteChangesRoutes } from './modules/site-changes/index.ts';
import { consoleLive } from './modules/console-live/index.ts';
import { consoleDishes } from './modules/console-dishes/index.ts';
import { consoleSites } from './modules/console-sites/index.ts';
import { localFileStore } from './platform/uploads/index.ts';
import { staffMembersRepo, staffMembersRoutes, staffMembersService } from './modules/console-staff/index.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** This instance's reservation reminder job (tests run its pass directly). */
    reservationReminders: ReservationReminders;
    /** This instance's subscription billing job (tests run its pass directly). */
    subscriptionBilling: SubscriptionBilling;
  }
}

export interface AppDeps {
  config: Config;
  database: Database;
  /** The clock every use case reads (platform/clock.ts); tests pin it. */
  clock?: () => Date;
  /** Told of every route as it is registered (the fuzz test checks the contract's route table covers them). */
  onRoute?: (route: RouteOptions) => void;
  /** Where log lines go instead of stdout (tests read them). */
  logStream?: { write(line: string): void };
  /** Mail retry and sweep timings other than the defaults (tests shorten them). */
  mailTimings?: MailTimings;
}

/** How long a captcha challenge may be solved and sent: time to fill in a long form. */
const CAPTCHA_TTL_MS = 20 * 60_000;

/** The bare address of a From header such as `Campus Dining <no-reply@example.edu>`. */
const addressOf = (from: string) => /<([^>]+)>/.exec(from)?.[1] ?? from;

/** Fastify's setting for TRUST_PROXY: a number of hops becomes the test it stands for. */
const trustedProxies = (setting: Config['TRUST_PROXY']) => (typeof setting === 'number' ? (_address: string, hop: number) => hop < setting : setting);

/** Assembles the server: plugins, then modules. No side effects until the caller listens. */
export async function buildApp({ config, database, clock = () => new Date(), onRoute, logStream, mailTimings }: AppDeps): Promise<FastifyInstance> {
  const app = Fastify({
    // A reset page's address carries its key: logged without it.
    logger: { level: config.LOG_LEVEL, serializers: { req: requestForLog, err: errorForLog }, ...(logStream ? { stream: logStream } : {}) },
    genReqId: (request) => {
      const given = request.headers['x-request-id'];
      return typeof given === 'string' && /^[\w-]{1,64}$/.test(given) ? given : randomUUID();
    },
    bodyLimit: 64 * 1024,
    routerOptions: { maxParamLength: 500 },
    trustProxy: trustedProxies(config.TRUST_PROXY),
    // Failures before a route is found get the same error body as the rest (platform/early-errors.ts);
    // the 503 of a closing server is the errors plugin's.
    frameworkErrors,
    clientErrorHandler,
    return503OnClosing: false,
  });

  if (onRoute) app.addHook('onRoute', onRoute);
  await app.register(errorsPlugin);
  // The API takes JSON bodies only: a text/plain body (what a cross-site form may send without asking) is a 415.
  app.removeContentTypeParser('text/plain');
  const usesRecaptcha = Boolean(config.RECAPTCHA_SECRET && config.RECAPTCHA_SITE_KEY);
  const helmetOptions = usesRecaptcha ? withRecaptchaFrames(commonsHelmetOptions) : commonsHelmetOptions;
  securityHeaders(app, helmetOptions);

  const cache = new AnswerCache(30_000);
  const db = database.db;
  const sitesData = sitesRepo(db);
  const sites = sitesService(sitesData, clock);
  const sectionsData = sectionsRepo(db);
  const sections = sectionsService(sectionsData, sitesData);

  healthRoutes(app, database);
  docsRoutes(app);
  const limits = rateLimitStores(db);
  sitesRoutes(app, sites, cache, limits);
  // Open pages follow their site's changes (docs/product/api.md#site-changes), told once the answers are dropped.
  const siteChanges = siteChangeFanout(MAX_CHANGE_STREAMS);
  siteChangesRoutes(app, sitesData, siteChanges);
  sectionsRoutes(app, sections, cache);
  micrositeRoutes(app, micrositeService(micrositeRepo(db), sectionsData, sitesData), cache);
  tilesRoutes(app, tilesService(sitesData), cache);
  // Cookies are read where a call depends on one: other answers skip parsing them.
  await app.register(async (withCookies) => {
    await withCookies.register(cookie);
    surveysRoutes(withCookies, surveysService(surveysRepo(db), sitesData), limits);
  });
  // The public forms' captcha, and the login's past an account's limit (decisions/0016, 0024).
  const captcha: Captcha =
    usesRecaptcha && config.RECAPTCHA_SECRET && config.RECAPTCHA_SITE_KEY
      ? recaptchaCaptcha(db, { secret: config.RECAPTCHA_SECRET, siteKey: config.RECAPTCHA_SITE_KEY, verifyUrl: config.RECAPTCHA_VERIFY_URL, ttlMs: CAPTCHA_TTL_MS })
      : altchaCaptcha(db, { secret: config.CAPTCHA_SECRET ?? processSecret(), cost: config.CAPTCHA_COST, maxCounter: config.CAPTCHA_MAX_COUNTER, ttlMs: CAPTCHA_TTL_MS });
  const mail = mailPlatform(app, db, { smtpUrl: config.SMTP_URL, from: config.MAIL_FROM, isProduction: config.NODE_ENV === 'production', timings: mailTimings });
  const customersData = customersRepo(db);
  const passwordReset = passwordResetService({
    db,
    mail,
    keys: resetKeysRepo(db),
    customers: customersData,
    staff: staffUsersRepo(db),
    sites: sitesData,
    countAttempt: attemptLimits(db),
    clock,
    publicBaseUrl: config.PUBLIC_BASE_URL,
  });
  await app.register(async (scope) => passwordResetRoutes(scope, passwordReset, config.PUBLIC_BASE_URL));
  await app.register(async (withCookies) => {
    await withCookies.register(cookie);
    const profiles = allergenProfileService(customersData, sitesData, readPassSigning(config), clock);
    const customers = customersService(customersData, sitesData, attemptLimits(db), clock);
    const logins = customerLoginService({ repo: customersData, sites: sitesData, countAttempt: attemptLimits(db), captcha, sessions: customers });
    customersRoutes(withCookies, customers, logins, profiles, config.PUBLIC_BASE_URL);
  });
  const reminders = reservationReminders(reservationsRepo(db), mail, clock, { enabled: config.RESERVATION_REMINDERS === 'on', everyMs: config.RESERVATION_REMINDER_EVERY_MS, publicBaseUrl: config.PUBLIC_BASE_URL }, app.log);
  app.decorate('reservationReminders', reminders);
  app.addHook('onReady', async () => reminders.start());
  app.addHook('onClose', async () => reminders.stop());
  await app.register(async (withCookies) => {
    await withCookies.register(cookie);
    reservationsRoutes(withCookies, {
      reservations: reservationsService(reservationsRepo(db), sitesData, clock, config.PUBLIC_BASE_URL, mail),
      customers: customersService(customersData, sitesData, attemptLimits(db), clock),
      customersData,
      limits,
      publicBaseUrl: config.PUBLIC_BASE_URL,
    });
  });
  await app.register(async (scope) => {
    const submissions = submissionsRepo(db);
    const delivery = submissionDelivery({ repo: submissions, sites: sitesData, mail, clock, publicBaseUrl: config.PUBLIC_BASE_URL, fallbackTeamAddress: addressOf(config.MAIL_FROM) });
    formsRoutes(scope, {
      feedback: feedbackService(submissions, delivery, captcha),
      dietaryHealth: dietaryHealthService(delivery),
      onTheGo: onTheGoService(submissions, delivery, clock),
      captcha,
      limits,
      publicBaseUrl: config.PUBLIC_BASE_URL,
    });
  });
  await app.register(async (scope) => {
    const help = helpService({ help: helpRepo(db), submissions: submissionsRepo(db), sites: sitesData, mail, clock, publicBaseUrl: config.PUBLIC_BASE_URL, fallbackTeamAddress: addressOf(config.MAIL_FROM) });
    helpRoutes(scope, { help, cache, limits, publicBaseUrl: config.PUBLIC_BASE_URL });
  });
  await app.register(async (withCookies) => {
    await withCookies.register(cookie);
    const customers = customersService(customersData, sitesData, attemptLimits(db), clock);
    purchaseRoutes(withCookies, { ...purchaseServices(db, clock), customers, countAttempt: attemptLimits(db), publicBaseUrl: config.PUBLIC_BASE_URL });
  });
  const gateway = sandboxGateway(db); // PAYMENT_GATEWAY: 'sandbox' is the one gateway so far (decisions/0027)
  const billing = subscriptionBilling(subscriptionBillingRepo(db), gateway, clock, { enabled: config.SUBSCRIPTION_BILLING === 'on', everyMs: config.SUBSCRIPTION_BILLING_EVERY_MS }, app.log);
  app.decorate('subscriptionBilling', billing);
  app.addHook('onReady', async () => billing.start());
  app.addHook('onClose', async () => billing.stop());
  await app.register(async (withCookies) => {
    await withCookies.register(cookie);
    const customers = customersService(customersData, sitesData, attemptLimits(db), clock);
    const checkout = ordersServices({ db, sites: sitesData, gateway, mail, countAttempt: attemptLimits(db), clock, publicBaseUrl: config.PUBLIC_BASE_URL });
    ordersRoutes(withCookies, { ...checkout, customers, limits, publicBaseUrl: config.PUBLIC_BASE_URL });
  });
  newslettersRoutes(app, newslettersService(newslettersRepo(db), sitesData), cache);
  staffRoutes(app, staffService(staffRepo(db), sitesData), cache);
  cateringFilesRoutes(app, cateringFilesService(cateringFilesRepo(db), sitesData), cache);
  photoAlbumsRoutes(app, photoAlbumsService(photoAlbumsRepo(db), sitesData), cache);
  diningBlogRoutes(app, diningBlogService(diningBlogRepo(db), sitesData), cache);
  directorsMeetingsRoutes(app, directorsMeetingsService(directorsMeetingsRepo(db), sitesData), cache);
  const events = eventsService(eventsRepo(db), sitesData, clock, config.PUBLIC_BASE_URL);
  const specialOffers = specialOffersService(specialOffersRepo(db), sitesData, clock);
  crawlersRoutes(app, crawlerPages({ repo: crawlersRepo(db), sections, events: eventsRepo(db), specialOffers: specialOffersRepo(db), clock }), cache, clock, config.PUBLIC_BASE_URL);
  eventsRoutes(app, events, cache, clock);
  specialOffersRoutes(app, specialOffers, cache, clock);
  locationsRoutes(app, locationsService(locationsRepo(db), sitesData, clock), cache, clock);
  // Feeds run to hundreds of kilobytes: a few of them are kept, for 30 s, apart from other answers.
  // Menus change only by import: their answers stay until an import announces a change.
  const menuCache = new AnswerCache(60 * 60_000, 20_000, 256 * 1024 * 1024);
  const feedCache = new AnswerCache(30 * 60_000, 200);
  await database.listen(MENUS_CHANGED_CHANNEL, () => {
    menuCache.clear();
    feedCache.clear();
  });
  openMensaRoutes(app, openMensaService(openMensaRepo(db), sitesData, clock), feedCache, clock);
  menusRoutes(app, menusService(menusRepo(db), sitesData, clock), menuCache, clock);

  // The staff console's calls (docs/product/console.md): their own session cookie, never cached, refused cross-site.
  await app.register(async (consoleScope) => {
    await consoleScope.register(cookie);
    refuseCrossSiteWrites(consoleScope, config.PUBLIC_BASE_URL);
    consoleScope.addHook('onSend', async (_request, reply) => {
      reply.header('cache-control', 'private, no-store');
    });
    const accounts = staffAccountsRepo(db);
    const sessions = consoleSessions(db, accounts, clock);
    const consoleRoute = consoleRouter(consoleScope, sessions);
    consoleAuthRoutes(consoleScope, {
      consoleRoute,
      sessions,
      logins: consoleLoginService({ repo: accounts, sessions, countAttempt: attemptLimits(db), clock }),
      secondFactor: secondFactorService({ db, repo: accounts, countAttempt: attemptLimits(db), clock }),
      clock,
    });
    activityRoutes(consoleRoute, activityRepo(db));
    const dropAnswers = await consoleSites(consoleRoute, { database, clock, publicAnswers: [cache, menuCache, feedCache], files: localFileStore(config.FILES_DIR), forgetOnChange: [sessions.forgetSites], announce: [(change) => siteChanges.announce(change, clock())] });
    consoleLive(consoleRoute, { db, clock, dropAnswers });
    consoleDishes(consoleRoute, { db, clock, dropAnswers });
    const staffMembers = staffMembersService({ repo: staffMembersRepo(db), sites: sitesData, keys: resetKeysRepo(db), activity: activityRepo(db), mail, clock, publicBaseUrl: config.PUBLIC_BASE_URL });
    staffMembersRoutes(consoleRoute, staffMembers);
  });

  await filesPlugin(app, config.FILES_DIR);
  linkPreviewRoutes(app, sites, config.FILES_DIR);
  // Pages read the answers their first API calls will ask for, through the same cache.
  const page = pageHeads({ cache, sites, sections, events, specialOffers, publicBaseUrl: config.PUBLIC_BASE_URL });
  const policy = pagePolicySource(helmetHeaders(helmetOptions)['content-security-policy'] ?? "default-src 'self'", async () => [
    ...(await sectionsData.scriptUrls()),
    ...(usesRecaptcha ? RECAPTCHA_SCRIPT_URLS : []),
  ]);
  // The staff console's pages and bundles, with its own page policy, before the public app's catch-all.
  await consoleAppPlugin(app, config.CONSOLE_DIST_DIR);
  await webAppPlugin(app, config.WEB_DIST_DIR, { page, policy });
  return app;
}
