import { endpoint } from './endpoint.ts';
import type { getCampuses, getLanding, getPublicSites, getSiteInfo, postUserAgent } from './sites.ts';
import type { getSectionBySlug } from './sections.ts';
import type {
  getAllLocations,
  getHoursOfOperation,
  getHoursWithLocations,
  getLocationMap,
  getLocationsStatus,
  getOpenLocations,
  getWeeklySchedule,
} from './locations.ts';
import type { getMicrosite, getMicrositeSections } from './microsite.ts';
import type { getNewsContent } from './tiles.ts';
import type { getNewsletters } from './newsletters.ts';
import type { getActiveStaff } from './staff.ts';
import type { getCateringFiles } from './catering-files.ts';
import type { getSurveys, postSurveyAnswer } from './surveys.ts';
import type { getLegacyMenu, getLocationMenu, getLocationPeriod, getLocationPeriods, getMenuSearch, getOpenMensaFeed, getTodaysMenu } from './menus.ts';
import type { getAlbumPhotos, getPhotoAlbums } from './photo-albums.ts';
import type { getDiningBlogArticles } from './dining-blog.ts';
import type { getDirectorsMeetings } from './directors-meetings.ts';
import type {
  getAllergenCard,
  getAllergenWalletPass,
  getCustomerInfo,
  getCustomerSession,
  postCustomerAuthenticate,
  postCustomerCreate,
  postCustomerLogout,
  postFoodInsecurity,
  postUpdateAllergenProfile,
  postUpdateCustomer,
} from './customers.ts';
import type { deleteReservation, getCustomerReservations, getReservationAvailability, getReservationCard, getReservationByLink, getReservationLocations, postCancelReservationByLink, postReservation } from './reservations.ts';
import type { postRequestPasswordReset, putCustomerPassword, putStaffPassword } from './password-reset.ts';
import type { getCaptchaChallenge, getFeedbackLocations, postFeedback } from './feedback.ts';
import type { getHelpQuestions, getHelpSearch, postHelpAnswer, postHelpFollowUp } from './help.ts';
import type { postDietaryHealthForm } from './dietary-health.ts';
import type { getPickUpTimes, postOnTheGoForm } from './on-the-go.ts';
import type {
  deleteCartItem,
  getCart,
  getOrderForm,
  getQuickAdd,
  postAddCoffeeSubscription,
  postAddCustomPlan,
  postAddDecliningBalance,
  postAddMealPlan,
  postApplyPromo,
  postRemovePromo,
} from './purchase.ts';
import type { postCardOrder, postCheckout, postCheckoutBuyer } from './checkout.ts';
import type { getCustomerOrders, postCancelSubscription, postCustomerSubscriptions } from './customer-orders.ts';
import type { getBalancedUEvents, getEvent, getEventIcs, getEventsFeed, getPublicEvents, getSpecialOffer, getSpecialOffers, getUpcomingEvents } from './events.ts';

/**
 * Every call as a schema-free endpoint for clients (`@commons/contract/endpoints`). A test keeps
 * this list equal to the route table.
 */
export const endpoints = {
  getPublicSites: endpoint<typeof getPublicSites>('GET', '/v1/sites/public'),
  getSiteInfo: endpoint<typeof getSiteInfo>('GET', '/v1/sites/{slug}/info'),
  postUserAgent: endpoint<typeof postUserAgent>('POST', '/v1/sites/user_agent'),
  getLanding: endpoint<typeof getLanding>('GET', '/v1/landing'),
  getCampuses: endpoint<typeof getCampuses>('GET', '/v1/campuses'),
  getSectionBySlug: endpoint<typeof getSectionBySlug>('GET', '/v1/sections/info_by_slug'),
  getAllLocations: endpoint<typeof getAllLocations>('GET', '/v1/locations/all_locations'),
  getLocationsStatus: endpoint<typeof getLocationsStatus>('GET', '/v1/locations/status'),
  getOpenLocations: endpoint<typeof getOpenLocations>('GET', '/v1/locations/open'),
  getWeeklySchedule: endpoint<typeof getWeeklySchedule>('GET', '/v1/locations/weekly_schedule'),
  getHoursOfOperation: endpoint<typeof getHoursOfOperation>('GET', '/v1/locations/hours_of_operation'),
  getHoursWithLocations: endpoint<typeof getHoursWithLocations>('GET', '/v1/hours/with_locations'),
  getLocationMap: endpoint<typeof getLocationMap>('GET', '/v1/location/map'),
  getMicrosite: endpoint<typeof getMicrosite>('GET', '/v1/microsite'),
  getMicrositeSections: endpoint<typeof getMicrositeSections>('GET', '/v1/sections/microsite_sections'),
  getNewsContent: endpoint<typeof getNewsContent>('GET', '/v1/tiles/news_content'),
  getLocationMenu: endpoint<typeof getLocationMenu>('GET', '/v1/location/menu'),
  getLocationPeriods: endpoint<typeof getLocationPeriods>('GET', '/v1/location/{id}/periods'),
  getLocationPeriod: endpoint<typeof getLocationPeriod>('GET', '/v1/location/{id}/periods/{periodId}'),
  getMenuSearch: endpoint<typeof getMenuSearch>('GET', '/v1/location/menu_search'),
  getLegacyMenu: endpoint<typeof getLegacyMenu>('GET', '/v1/legacy_menus/menu'),
  getTodaysMenu: endpoint<typeof getTodaysMenu>('GET', '/v1/sites/todays_menu'),
  getOpenMensaFeed: endpoint<typeof getOpenMensaFeed>('GET', '/v1/openmensa/{site}/{location}.xml'),
  getNewsletters: endpoint<typeof getNewsletters>('GET', '/v1/newsletters/list'),
  getActiveStaff: endpoint<typeof getActiveStaff>('GET', '/v1/staff/active_list'),
  getCateringFiles: endpoint<typeof getCateringFiles>('GET', '/v1/catering_files/list'),
  getPhotoAlbums: endpoint<typeof getPhotoAlbums>('GET', '/v1/photoalbums/pub_list'),
  getAlbumPhotos: endpoint<typeof getAlbumPhotos>('GET', '/v1/photoalbum/photo/list'),
  getDiningBlogArticles: endpoint<typeof getDiningBlogArticles>('GET', '/v1/dining_blog_articles/list'),
  getDirectorsMeetings: endpoint<typeof getDirectorsMeetings>('GET', '/v1/directors_meetings/list'),
  getSurveys: endpoint<typeof getSurveys>('GET', '/v1/surveys/public_list'),
  postSurveyAnswer: endpoint<typeof postSurveyAnswer>('POST', '/v1/surveys/answer'),
  postCustomerCreate: endpoint<typeof postCustomerCreate>('POST', '/v1/customer/create'),
  postCustomerAuthenticate: endpoint<typeof postCustomerAuthenticate>('POST', '/v1/customer/authenticate'),
  postCustomerLogout: endpoint<typeof postCustomerLogout>('POST', '/v1/customer/logout'),
  getCustomerInfo: endpoint<typeof getCustomerInfo>('GET', '/v1/customer/info'),
  postUpdateCustomer: endpoint<typeof postUpdateCustomer>('POST', '/v1/customer/update_customer'),
  getCustomerSession: endpoint<typeof getCustomerSession>('GET', '/v1/customer/session'),
  postUpdateAllergenProfile: endpoint<typeof postUpdateAllergenProfile>('POST', '/v1/customer/update_allergen_profile'),
  postFoodInsecurity: endpoint<typeof postFoodInsecurity>('POST', '/v1/customer/food_insecurity'),
  getAllergenCard: endpoint<typeof getAllergenCard>('GET', '/v1/customer/allergen_card'),
  getAllergenWalletPass: endpoint<typeof getAllergenWalletPass>('GET', '/v1/pass/allergen_card'),
  postRequestPasswordReset: endpoint<typeof postRequestPasswordReset>('POST', '/v1/customer/request_password_reset'),
  putCustomerPassword: endpoint<typeof putCustomerPassword>('PUT', '/v1/customer/update/password'),
  putStaffPassword: endpoint<typeof putStaffPassword>('PUT', '/v1/users/update/password'),
  getReservationLocations: endpoint<typeof getReservationLocations>('GET', '/v1/locations/all_locations_reservations'),
  getReservationAvailability: endpoint<typeof getReservationAvailability>('GET', '/v1/reservations/availability'),
  postReservation: endpoint<typeof postReservation>('POST', '/v1/reservations/'),
  deleteReservation: endpoint<typeof deleteReservation>('DELETE', '/v1/reservations/'),
  postCancelReservationByLink: endpoint<typeof postCancelReservationByLink>('POST', '/v1/reservations/cancel_by_link'),
  getReservationByLink: endpoint<typeof getReservationByLink>('GET', '/v1/reservations/by_link'),
  getCustomerReservations: endpoint<typeof getCustomerReservations>('GET', '/v1/customer/reservations'),
  getReservationCard: endpoint<typeof getReservationCard>('GET', '/v1/customer/reservation_card'),
  getPublicEvents: endpoint<typeof getPublicEvents>('GET', '/v1/events/public_list'),
  getUpcomingEvents: endpoint<typeof getUpcomingEvents>('GET', '/v1/events/upcoming_events'),
  getEvent: endpoint<typeof getEvent>('GET', '/v1/events/'),
  getBalancedUEvents: endpoint<typeof getBalancedUEvents>('GET', '/v1/balanced_u_events/public_list'),
  getSpecialOffers: endpoint<typeof getSpecialOffers>('GET', '/v1/special_offers/public_list'),
  getSpecialOffer: endpoint<typeof getSpecialOffer>('GET', '/v1/special_offers/'),
  getEventIcs: endpoint<typeof getEventIcs>('GET', '/v1/events/{site}/{id}.ics'),
  getEventsFeed: endpoint<typeof getEventsFeed>('GET', '/v1/events/{site}.ics'),
  getFeedbackLocations: endpoint<typeof getFeedbackLocations>('GET', '/v1/locations/all_locations_feedback'),
  getCaptchaChallenge: endpoint<typeof getCaptchaChallenge>('GET', '/v1/captcha/challenge'),
  postFeedback: endpoint<typeof postFeedback>('POST', '/v1/feedback/submit'),
  getHelpQuestions: endpoint<typeof getHelpQuestions>('GET', '/v1/dynamic_faqs'),
  getHelpSearch: endpoint<typeof getHelpSearch>('GET', '/v1/dynamic_faqs/search'),
  postHelpAnswer: endpoint<typeof postHelpAnswer>('POST', '/v1/dynamic_faqs/answer/submit'),
  postHelpFollowUp: endpoint<typeof postHelpFollowUp>('POST', '/v1/dynamic_faqs/answer/follow_up'),
  postDietaryHealthForm: endpoint<typeof postDietaryHealthForm>('POST', '/v1/customer/health_form'),
  getPickUpTimes: endpoint<typeof getPickUpTimes>('GET', '/v1/on_the_go/pick_up_times'),
  postOnTheGoForm: endpoint<typeof postOnTheGoForm>('POST', '/v1/customer/on_the_go_form'),
  getOrderForm: endpoint<typeof getOrderForm>('GET', '/v1/orderform/list'),
  getQuickAdd: endpoint<typeof getQuickAdd>('GET', '/v1/orderform/quick_add'),
  getCart: endpoint<typeof getCart>('GET', '/v1/cart/fetch'),
  postAddMealPlan: endpoint<typeof postAddMealPlan>('POST', '/v1/cart/add_meal_plan'),
  postAddCustomPlan: endpoint<typeof postAddCustomPlan>('POST', '/v1/cart/add_custom_plan'),
  postAddDecliningBalance: endpoint<typeof postAddDecliningBalance>('POST', '/v1/cart/add_declining_balance'),
  postAddCoffeeSubscription: endpoint<typeof postAddCoffeeSubscription>('POST', '/v1/cart/add_coffee_subscription'),
  deleteCartItem: endpoint<typeof deleteCartItem>('DELETE', '/v1/cart/delete_cart_item'),
  postApplyPromo: endpoint<typeof postApplyPromo>('POST', '/v1/promo_codes/apply'),
  postRemovePromo: endpoint<typeof postRemovePromo>('POST', '/v1/promo_codes/remove'),
  postCheckoutBuyer: endpoint<typeof postCheckoutBuyer>('POST', '/v1/cart/customer'),
  postCheckout: endpoint<typeof postCheckout>('POST', '/v1/cart/checkout'),
  postCardOrder: endpoint<typeof postCardOrder>('POST', '/v1/cart/create_cc_order'),
  getCustomerOrders: endpoint<typeof getCustomerOrders>('GET', '/v1/customer/orders'),
  postCustomerSubscriptions: endpoint<typeof postCustomerSubscriptions>('POST', '/v1/customer/subscriptions'),
  postCancelSubscription: endpoint<typeof postCancelSubscription>('POST', '/v1/customer/cancel_subscription'),
};
export { buildPath, type Endpoint } from './endpoint.ts';
