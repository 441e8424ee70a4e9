export { MyClassScreen } from './my-class-screen'
