// Written by `npm run contract:endpoints` from the route table (route-table.ts): do not edit by hand.
import { endpoint } from './endpoint.ts';
import type { getCampuses, getLanding, getPublicSites, getSiteInfo, postUserAgent } from './sites.ts';
import type { getSectionBySlug } from './sections.ts';
import type { getMicrosite, getMicrositeSections } from './microsite.ts';
import type { getNewsContent } from './tiles.ts';
import type { getAllLocations, getHoursOfOperation, getHoursWithLocations, getLocationHoursIcs, getLocationMap, getLocationsStatus, getOpenLocations, getWeeklySchedule } from './locations.ts';
import type { getLegacyMenu, getLocationMenu, getLocationPeriod, getLocationPeriods, getMenuSearch, getOpenMensaFeed, getTodaysMenu } from './menus.ts';
import type { getNewsletters } from './newsletters.ts';
import type { getActiveStaff } from './staff.ts';
import type { getCateringFiles } from './catering-files.ts';
import type { getAlbumPhotos, getPhotoAlbums } from './photo-albums.ts';
import type { getDiningBlogArticles } from './dining-blog.ts';
import type { getDirectorsMeetings } from './directors-meetings.ts';
import type { getSurveys, postSurveyAnswer } from './surveys.ts';
import type { getAllergenCard, getAllergenWalletPass, getCustomerInfo, getCustomerSession, postCustomerAuthenticate, postCustomerCreate, postCustomerLogout, postFoodInsecurity, postUpdateAllergenProfile, postUpdateCustomer } from './customers.ts';
import type { postRequestPasswordReset, putCustomerPassword, putStaffPassword } from './password-reset.ts';
import type { deleteReservation, getCustomerReservations, getReservationAvailability, getReservationByLink, getReservationCard, getReservationLocations, postCancelReservationByLink, postReservation } from './reservations.ts';
import type { getBalancedUEvents, getEvent, getEventIcs, getEventsFeed, getPublicEvents, getSpecialOffer, getSpecialOffers, getUpcomingEvents } from './events.ts';
import type { getCaptchaChallenge, getFeedbackLocations, postFeedback } from './feedback.ts';
import type { postDietaryHealthForm } from './dietary-health.ts';
import type { getPickUpTimes, postOnTheGoForm } from './on-the-go.ts';
import type { getHelpQuestions, getHelpSearch, postHelpAnswer, postHelpFollowUp } from './help.ts';
import type { deleteCartItem, getCart, getOrderForm, getQuickAdd, postAddCoffeeSubscription, postAddCustomPlan, postAddDecliningBalance, postAddMealPlan, postApplyPromo, postRemovePromo } from './purchase.ts';
import type { postCardOrder, postCheckout, postCheckoutBuyer } from './checkout.ts';
import type { getCustomerOrders, postCancelSubscription, postCustomerSubscriptions } from './customer-orders.ts';
import type { getSiteChanges } from './site-changes.ts';

/**
 * Every call as a schema-free endpoint for clients (`@commons/contract/endpoints`): its method and
 * path, typed by its route, so the web bundle ships no zod. A test keeps this file equal to what
 * the route table writes.
 */
export const endpoints = {
  getCampuses: endpoint<typeof getCampuses>('GET', '/v1/campuses'),
  getLanding: endpoint<typeof getLanding>('GET', '/v1/landing'),
  getPublicSites: endpoint<typeof getPublicSites>('GET', '/v1/sites/public'),
  getSiteInfo: endpoint<typeof getSiteInfo>('GET', '/v1/sites/{slug}/info'),
  postUserAgent: endpoint<typeof postUserAgent>('POST', '/v1/sites/user_agent'),
  getSectionBySlug: endpoint<typeof getSectionBySlug>('GET', '/v1/sections/info_by_slug'),
  getMicrosite: endpoint<typeof getMicrosite>('GET', '/v1/microsite'),
  getMicrositeSections: endpoint<typeof getMicrositeSections>('GET', '/v1/sections/microsite_sections'),
  getNewsContent: endpoint<typeof getNewsContent>('GET', '/v1/tiles/news_content'),
  getAllLocations: endpoint<typeof getAllLocations>('GET', '/v1/locations/all_locations'),
  getHoursOfOperation: endpoint<typeof getHoursOfOperation>('GET', '/v1/locations/hours_of_operation'),
  getHoursWithLocations: endpoint<typeof getHoursWithLocations>('GET', '/v1/hours/with_locations'),
  getLocationHoursIcs: endpoint<typeof getLocationHoursIcs>('GET', '/v1/locations/{id}/hours.ics'),
  getLocationMap: endpoint<typeof getLocationMap>('GET', '/v1/location/map'),
  getLocationsStatus: endpoint<typeof getLocationsStatus>('GET', '/v1/locations/status'),
  getOpenLocations: endpoint<typeof getOpenLocations>('GET', '/v1/locations/open'),
  getWeeklySchedule: endpoint<typeof getWeeklySchedule>('GET', '/v1/locations/weekly_schedule'),
  getLegacyMenu: endpoint<typeof getLegacyMenu>('GET', '/v1/legacy_menus/menu'),
  getLocationMenu: endpoint<typeof getLocationMenu>('GET', '/v1/location/menu'),
  getLocationPeriod: endpoint<typeof getLocationPeriod>('GET', '/v1/location/{id}/periods/{periodId}'),
  getLocationPeriods: endpoint<typeof getLocationPeriods>('GET', '/v1/location/{id}/periods'),
  getMenuSearch: endpoint<typeof getMenuSearch>('GET', '/v1/location/menu_search'),
  getOpenMensaFeed: endpoint<typeof getOpenMensaFeed>('GET', '/v1/openmensa/{site}/{location}.xml'),
  getTodaysMenu: endpoint<typeof getTodaysMenu>('GET', '/v1/sites/todays_menu'),
  getNewsletters: endpoint<typeof getNewsletters>('GET', '/v1/newsletters/list'),
  getActiveStaff: endpoint<typeof getActiveStaff>('GET', '/v1/staff/active_list'),
  getCateringFiles: endpoint<typeof getCateringFiles>('GET', '/v1/catering_files/list'),
  getAlbumPhotos: endpoint<typeof getAlbumPhotos>('GET', '/v1/photoalbum/photo/list'),
  getPhotoAlbums: endpoint<typeof getPhotoAlbums>('GET', '/v1/photoalbums/pub_list'),
  getDiningBlogArticles: endpoint<typeof getDiningBlogArticles>('GET', '/v1/dining_blog_articles/list'),
  getDirectorsMeetings: endpoint<typeof getDirectorsMeetings>('GET', '/v1/directors_meetings/list'),
  getSurveys: endpoint<typeof getSurveys>('GET', '/v1/surveys/public_list'),
  postSurveyAnswer: endpoint<typeof postSurveyAnswer>('POST', '/v1/surveys/answer'),
  getAllergenCard: endpoint<typeof getAllergenCard>('GET', '/v1/customer/allergen_card'),
  getAllergenWalletPass: endpoint<typeof getAllergenWalletPass>('GET', '/v1/pass/allergen_card'),
  getCustomerInfo: endpoint<typeof getCustomerInfo>('GET', '/v1/customer/info'),
  getCustomerSession: endpoint<typeof getCustomerSession>('GET', '/v1/customer/session'),
  postCustomerAuthenticate: endpoint<typeof postCustomerAuthenticate>('POST', '/v1/customer/authenticate'),
  postCustomerCreate: endpoint<typeof postCustomerCreate>('POST', '/v1/customer/create'),
  postCustomerLogout: endpoint<typeof postCustomerLogout>('POST', '/v1/customer/logout'),
  postFoodInsecurity: endpoint<typeof postFoodInsecurity>('POST', '/v1/customer/food_insecurity'),
  postUpdateAllergenProfile: endpoint<typeof postUpdateAllergenProfile>('POST', '/v1/customer/update_allergen_profile'),
  postUpdateCustomer: endpoint<typeof postUpdateCustomer>('POST', '/v1/customer/update_customer'),
  postRequestPasswordReset: endpoint<typeof postRequestPasswordReset>('POST', '/v1/customer/request_password_reset'),
  putCustomerPassword: endpoint<typeof putCustomerPassword>('PUT', '/v1/customer/update/password'),
  putStaffPassword: endpoint<typeof putStaffPassword>('PUT', '/v1/users/update/password'),
  deleteReservation: endpoint<typeof deleteReservation>('DELETE', '/v1/reservations/'),
  getCustomerReservations: endpoint<typeof getCustomerReservations>('GET', '/v1/customer/reservations'),
  getReservationAvailability: endpoint<typeof getReservationAvailability>('GET', '/v1/reservations/availability'),
  getReservationByLink: endpoint<typeof getReservationByLink>('GET', '/v1/reservations/by_link'),
  getReservationCard: endpoint<typeof getReservationCard>('GET', '/v1/customer/reservation_card'),
  getReservationLocations: endpoint<typeof getReservationLocations>('GET', '/v1/locations/all_locations_reservations'),
  postCancelReservationByLink: endpoint<typeof postCancelReservationByLink>('POST', '/v1/reservations/cancel_by_link'),
  postReservation: endpoint<typeof postReservation>('POST', '/v1/reservations/'),
  getBalancedUEvents: endpoint<typeof getBalancedUEvents>('GET', '/v1/balanced_u_events/public_list'),
  getEvent: endpoint<typeof getEvent>('GET', '/v1/events/'),
  getEventIcs: endpoint<typeof getEventIcs>('GET', '/v1/events/{site}/{id}.ics'),
  getEventsFeed: endpoint<typeof getEventsFeed>('GET', '/v1/events/{site}.ics'),
  getPublicEvents: endpoint<typeof getPublicEvents>('GET', '/v1/events/public_list'),
  getSpecialOffer: endpoint<typeof getSpecialOffer>('GET', '/v1/special_offers/'),
  getSpecialOffers: endpoint<typeof getSpecialOffers>('GET', '/v1/special_offers/public_list'),
  getUpcomingEvents: endpoint<typeof getUpcomingEvents>('GET', '/v1/events/upcoming_events'),
  getCaptchaChallenge: endpoint<typeof getCaptchaChallenge>('GET', '/v1/captcha/challenge'),
  getFeedbackLocations: endpoint<typeof getFeedbackLocations>('GET', '/v1/locations/all_locations_feedback'),
  postFeedback: endpoint<typeof postFeedback>('POST', '/v1/feedback/submit'),
  postDietaryHealthForm: endpoint<typeof postDietaryHealthForm>('POST', '/v1/customer/health_form'),
  getPickUpTimes: endpoint<typeof getPickUpTimes>('GET', '/v1/on_the_go/pick_up_times'),
  postOnTheGoForm: endpoint<typeof postOnTheGoForm>('POST', '/v1/customer/on_the_go_form'),
  getHelpQuestions: endpoint<typeof getHelpQuestions>('GET', '/v1/dynamic_faqs'),
  getHelpSearch: endpoint<typeof getHelpSearch>('GET', '/v1/dynamic_faqs/search'),
  postHelpAnswer: endpoint<typeof postHelpAnswer>('POST', '/v1/dynamic_faqs/answer/submit'),
  postHelpFollowUp: endpoint<typeof postHelpFollowUp>('POST', '/v1/dynamic_faqs/answer/follow_up'),
  deleteCartItem: endpoint<typeof deleteCartItem>('DELETE', '/v1/cart/delete_cart_item'),
  getCart: endpoint<typeof getCart>('GET', '/v1/cart/fetch'),
  getOrderForm: endpoint<typeof getOrderForm>('GET', '/v1/orderform/list'),
  getQuickAdd: endpoint<typeof getQuickAdd>('GET', '/v1/orderform/quick_add'),
  postAddCoffeeSubscription: endpoint<typeof postAddCoffeeSubscription>('POST', '/v1/cart/add_coffee_subscription'),
  postAddCustomPlan: endpoint<typeof postAddCustomPlan>('POST', '/v1/cart/add_custom_plan'),
  postAddDecliningBalance: endpoint<typeof postAddDecliningBalance>('POST', '/v1/cart/add_declining_balance'),
  postAddMealPlan: endpoint<typeof postAddMealPlan>('POST', '/v1/cart/add_meal_plan'),
  postApplyPromo: endpoint<typeof postApplyPromo>('POST', '/v1/promo_codes/apply'),
  postRemovePromo: endpoint<typeof postRemovePromo>('POST', '/v1/promo_codes/remove'),
  postCardOrder: endpoint<typeof postCardOrder>('POST', '/v1/cart/create_cc_order'),
  postCheckout: endpoint<typeof postCheckout>('POST', '/v1/cart/checkout'),
  postCheckoutBuyer: endpoint<typeof postCheckoutBuyer>('POST', '/v1/cart/customer'),
  getCustomerOrders: endpoint<typeof getCustomerOrders>('GET', '/v1/customer/orders'),
  postCancelSubscription: endpoint<typeof postCancelSubscription>('POST', '/v1/customer/cancel_subscription'),
  postCustomerSubscriptions: endpoint<typeof postCustomerSubscriptions>('POST', '/v1/customer/subscriptions'),
  getSiteChanges: endpoint<typeof getSiteChanges>('GET', '/v1/sites/{slug}/changes'),
};
export { buildPath, type Endpoint } from './endpoint.ts';
