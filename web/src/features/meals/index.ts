// What other features may use of the meals feature (issue 31): a member's meal plans on their
// profile, and today's meals beside a personalized workout plan. The meals page is loaded lazily
// by the router, by path.
export { TodaysMeals } from './components/todays-meals';
export { UserMealPlans } from './components/user-meal-plans';
