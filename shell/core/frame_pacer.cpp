#include "shell/core/frame_pacer.h"

namespace sol::ui {

double FramePacer::after_frame(double now, bool changed, double due) {
    if (settle_ > 0) --settle_;
    // A picture that changed may change again (a glide's next step): look once more; two
    // equal frames in a row are a table at rest.
    const bool draw = changed || settle_ > 0 || due <= now;
    asleep_ = !draw;
    return draw ? now : due;
}

} // namespace sol::ui
