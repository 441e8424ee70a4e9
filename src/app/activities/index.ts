// What other features use of the activity log: recording what happened.
export { logActivity } from './activity-log'
