// What other features and app pages may use of the training feature (issue 32): the settings
// section for heart rates, the activity page's zones, effort and load, the progress page's
// fitness, fatigue and form, and the 1-10 rating of effort the workout logger asks for.
export { ActivityTrainingSection } from './components/activity-training-section';
export { EffortSelect } from './components/effort-select';
export { HeartRateSection } from './components/heart-rate-section';
export { TrainingLoadSection } from './components/training-load-section';
