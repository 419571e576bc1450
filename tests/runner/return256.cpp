// SPDX-License-Identifier: MIT
// Must FAIL (WILL_FAIL): main returns 256, whose low 8 bits are 0. The port's
// exit() clamps it to 255 so it cannot read as success (on host through
// -Wl,--wrap=main).
int main() { return 256; }
