export { OptOutConfirmPage } from './components/opt-out-confirm-page';
export { OptOutPage } from './components/opt-out-page';
