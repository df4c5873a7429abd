// Who may read and change the coach's data: only the signed-in member, for themselves. Every
// route reads the member from the session (requireUser) and every query is keyed by their id, so
// there is nobody else's history, plan entry or settings to reach; the exercise itself must be in
// their library (exerciseInLibrary: 404 for another member's own exercise).
export { exerciseInLibrary } from '../exercises';
