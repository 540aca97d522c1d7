/**
 * A side panel's width (spec 1 §9 panel sizes small, medium, large). Not shown: chosen small 30rem, medium 45rem and
 * large 75% of the window (spec 1 §4/§9: side panels take 75%), never narrower than medium; all of them take the whole
 * width on a window too narrow for them.
 */
export type SidePanelSize = 'small' | 'medium' | 'large';
