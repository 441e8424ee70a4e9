// uPlot and its stylesheet as one lazy chunk: only the dashboard's chart imports this, and only
// with import(), so no other page (and no first load) carries it.
import 'uplot/dist/uPlot.min.css'

export { default } from 'uplot'
