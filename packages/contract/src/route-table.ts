import type { RouteDef } from './route.ts';
import { getCampuses, getLanding, getPublicSites, getSiteInfo, postUserAgent } from './sites.ts';
import { getSectionBySlug } from './sections.ts';
import {
  getAllLocations,
  getHoursOfOperation,
  getHoursWithLocations,
  getLocationMap,
  getLocationsStatus,
  getOpenLocations,
  getWeeklySchedule,
} from './locations.ts';
import { getMicrosite, getMicrositeSections } from './microsite.ts';
import { getNewsContent } from './tiles.ts';
import { getNewsletters } from './newsletters.ts';
import { getActiveStaff } from './staff.ts';
import { getCateringFiles } from './catering-files.ts';
import { getSurveys, postSurveyAnswer } from './surveys.ts';
import { getLegacyMenu, getLocationMenu, getLocationPeriod, getLocationPeriods, getMenuSearch, getOpenMensaFeed, getTodaysMenu } from './menus.ts';
import { getAlbumPhotos, getPhotoAlbums } from './photo-albums.ts';
import { getDiningBlogArticles } from './dining-blog.ts';
import { getDirectorsMeetings } from './directors-meetings.ts';
import {
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
import { deleteReservation, getCustomerReservations, getReservationAvailability, getReservationCard, getReservationByLink, getReservationLocations, postCancelReservationByLink, postReservation } from './reservations.ts';
import { postRequestPasswordReset, putCustomerPassword, putStaffPassword } from './password-reset.ts';
import { getCaptchaChallenge, getFeedbackLocations, postFeedback } from './feedback.ts';
import { getHelpQuestions, getHelpSearch, postHelpAnswer, postHelpFollowUp } from './help.ts';
import { postDietaryHealthForm } from './dietary-health.ts';
import { getPickUpTimes, postOnTheGoForm } from './on-the-go.ts';
import {
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
import { postCardOrder, postCheckout, postCheckoutBuyer } from './checkout.ts';
import { getCustomerOrders, postCancelSubscription, postCustomerSubscriptions } from './customer-orders.ts';
import { getBalancedUEvents, getEvent, getEventIcs, getEventsFeed, getPublicEvents, getSpecialOffer, getSpecialOffers, getUpcomingEvents } from './events.ts';

/** Every API call, in the order the reference lists them. */
export const routeTable: readonly RouteDef[] = [getPublicSites, getSiteInfo, postUserAgent, getLanding, getCampuses, getSectionBySlug, getMicrositeSections, getMicrosite, getNewsContent,
  getAllLocations, getLocationsStatus, getOpenLocations, getWeeklySchedule, getHoursOfOperation, getHoursWithLocations, getLocationMap,
  getLocationMenu, getLocationPeriods, getLocationPeriod, getMenuSearch, getLegacyMenu, getTodaysMenu, getOpenMensaFeed,
  getNewsletters, getActiveStaff, getCateringFiles,
  getPhotoAlbums, getAlbumPhotos, getDiningBlogArticles, getDirectorsMeetings,
  getSurveys, postSurveyAnswer,
  postCustomerCreate, postCustomerAuthenticate, postCustomerLogout, getCustomerInfo, getCustomerSession, postUpdateCustomer,
  postUpdateAllergenProfile, postFoodInsecurity, getAllergenCard, getAllergenWalletPass,
  postRequestPasswordReset, putCustomerPassword, putStaffPassword,
  getReservationLocations, getReservationAvailability, postReservation, deleteReservation, postCancelReservationByLink, getReservationByLink, getCustomerReservations, getReservationCard,
  getPublicEvents, getUpcomingEvents, getEvent, getBalancedUEvents, getSpecialOffers, getSpecialOffer, getEventIcs, getEventsFeed,
  getFeedbackLocations, getCaptchaChallenge, postFeedback, postDietaryHealthForm, getPickUpTimes, postOnTheGoForm,
  getHelpQuestions, getHelpSearch, postHelpAnswer, postHelpFollowUp,
  getOrderForm, getQuickAdd, getCart, postAddMealPlan, postAddCustomPlan, postAddDecliningBalance, postAddCoffeeSubscription, deleteCartItem, postApplyPromo, postRemovePromo,
  postCheckoutBuyer, postCheckout, postCardOrder,
  getCustomerOrders, postCustomerSubscriptions, postCancelSubscription];
