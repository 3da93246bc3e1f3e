// Never returns: killed by --timeout.
func.func @main() {
  cf.br ^loop
^loop:
  cf.br ^loop
}
